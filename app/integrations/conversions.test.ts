import { afterEach, expect, test } from 'vitest'
import {
  type AdNetwork,
  type ConversionEvent,
  conversionEvents,
  conversionNames,
  trackConversion,
} from './conversions.ts'

/** SPEC section 9, verbatim. */
const specNames: Record<AdNetwork, string[]> = {
  meta: ['InitiateCheckout', 'Signup', 'SubmitApplication', 'HBC', 'TM'],
  tiktok: ['CompletePayment', 'InitiateCheckout'],
  google: ['select_content', 'qualify_lead', 'disqualify_lead', 'sign_up', 'generate_lead', 'HBC', 'TM', 'survey'],
  bing: ['lead', 'sign_up', 'generate_lead'],
}
const events = Object.keys(conversionEvents) as ConversionEvent[]

test.each(Object.entries(specNames))(
  'every %s event of the spec is reachable, each from one event',
  (network, names) => {
    const mapped = events.flatMap((event) =>
      conversionNames(event).flatMap(([target, name]) => (target === network ? [name] : [])),
    )
    expect(mapped.sort()).toEqual([...names].sort())
  },
)

test.each<[ConversionEvent, Array<[AdNetwork, string]>]>([
  [
    'outboundClick',
    [
      ['meta', 'InitiateCheckout'],
      ['tiktok', 'InitiateCheckout'],
      ['google', 'select_content'],
      ['bing', 'lead'],
    ],
  ],
  [
    'applicationSubmitted',
    [
      ['meta', 'SubmitApplication'],
      ['tiktok', 'CompletePayment'],
      ['google', 'generate_lead'],
      ['bing', 'generate_lead'],
    ],
  ],
  ['leadQualified', [['google', 'qualify_lead']]],
  [
    'hbc',
    [
      ['meta', 'HBC'],
      ['google', 'HBC'],
    ],
  ],
])('%s goes out as %j', (event, expected) => {
  expect(conversionNames(event)).toEqual(expected)
})

const scope = globalThis as Record<string, unknown>
afterEach(() => {
  for (const name of ['window', 'fbq', 'gtag', 'uetq', 'ttq']) delete scope[name]
})

test('each loaded network is told in its own call; networks without a script are skipped', () => {
  const calls: unknown[][] = []
  scope.window = scope
  scope.fbq = (...command: unknown[]) => calls.push(['fbq', ...command])
  scope.gtag = (...command: unknown[]) => calls.push(['gtag', ...command])
  trackConversion('hbc', { value: 1 })
  trackConversion('signUp')
  expect(calls).toEqual([
    ['fbq', 'trackCustom', 'HBC', { value: 1 }],
    ['gtag', 'event', 'HBC', { value: 1 }],
    ['fbq', 'track', 'Signup', {}],
    ['gtag', 'event', 'sign_up', {}],
  ])
})
