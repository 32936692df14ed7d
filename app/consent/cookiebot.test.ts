import { describe, expect, it } from 'vitest'
import type { ConsentChoices } from './consent-record.ts'
import { cookiebotScriptUrl, startCookiebot } from './cookiebot.ts'

describe('startCookiebot', () => {
  it('loads the service with the domain group id and maps each answer onto the consent choices', () => {
    const target = Object.assign(new EventTarget(), { Cookiebot: undefined as Window['Cookiebot'] })
    const scripts: Array<[string, Record<string, string>]> = []
    const answers: ConsentChoices[] = []
    const stop = startCookiebot(
      target,
      'abc-123',
      (src, attributes) => scripts.push([src, attributes]),
      (choices) => answers.push(choices),
    )
    expect(scripts).toEqual([
      [cookiebotScriptUrl, { id: 'Cookiebot', 'data-cbid': 'abc-123', 'data-blockingmode': 'auto' }],
    ])

    target.Cookiebot = { consent: { preferences: true, statistics: false, marketing: true } }
    target.dispatchEvent(new Event('CookiebotOnAccept'))
    target.Cookiebot = { consent: { preferences: false, statistics: false, marketing: false } }
    target.dispatchEvent(new Event('CookiebotOnDecline'))
    expect(answers).toEqual([
      { preferences: true, statistics: false, marketing: true },
      { preferences: false, statistics: false, marketing: false },
    ])

    stop()
    target.dispatchEvent(new Event('CookiebotOnAccept'))
    expect(answers).toHaveLength(2)
  })
})
