import { expect, test } from 'vitest'
import {
  type AdNetwork,
  type ConversionEvent,
  conversionDetails,
  conversionEvents,
  conversionName,
} from './conversions.ts'

/** SPEC section 9, verbatim. */
const specNames: Record<AdNetwork, string[]> = {
  meta: ['InitiateCheckout', 'Signup', 'SubmitApplication', 'HBC', 'TM'],
  tiktok: ['CompletePayment', 'InitiateCheckout'],
  google: ['select_content', 'qualify_lead', 'disqualify_lead', 'sign_up', 'generate_lead', 'HBC', 'TM', 'survey'],
  bing: ['lead', 'sign_up', 'generate_lead'],
}
const events = Object.keys(conversionEvents) as ConversionEvent[]
const networks: AdNetwork[] = ['meta', 'tiktok', 'google', 'bing']
const conversionNames = (event: ConversionEvent) =>
  networks.flatMap((network): Array<[AdNetwork, string]> => {
    const name = conversionName(event, network)
    return name ? [[network, name]] : []
  })

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

const contact = { email: ' Max.Mustermann+kredit@Exämple.de ', phone: '0151 2345 6789' }

test('the contact goes out normalised (SPEC section 5), and only with marketing consent', () => {
  const visit = { impressionId: 'i-1', locale: 'de-DE' }
  expect(conversionDetails({ ...visit, consent: { marketing: true } }, contact)).toEqual({
    impressionId: 'i-1',
    userData: { email: 'maxmustermann@example.de', phone: '+4915123456789' },
  })
  expect(conversionDetails({ ...visit, consent: { marketing: false } }, contact)).toEqual({ impressionId: 'i-1' })
  expect(conversionDetails({ locale: 'de-DE' }, contact)).toEqual({})
})

test('a Mexican phone number is written the Mexican way', () => {
  const details = conversionDetails({ locale: 'es-MX', consent: { marketing: true } }, { phone: '+52 55 1234 5678' })
  expect(details.userData).toEqual({ phone: '+52 (55) 1234-5678' })
})
