import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '../lib/cookies.ts'
import { type ConsentClassRequest, consentClassKey, edgeConsentClass, readConsentClass } from './consent-class.ts'
import { consentCookieName } from './consent-record.ts'

const rules = { siteId: 90, geolocationCookieName: 'geolocation' }
const geolocation = (country: string) =>
  `geolocation=${encodeURIComponent(JSON.stringify({ 'viewer-country': country }))}`
const consent = (choices: { preferences: boolean; statistics: boolean; marketing: boolean }, policyRevision = 1) =>
  `${consentCookieName}=${encodeURIComponent(
    JSON.stringify({
      id: '5b3f9a52-58a4-4b9e-9d0c-6f1b7d2e4a10',
      necessary: true,
      ...choices,
      givenAt: '2026-11-21T12:00:00.000Z',
      policyRevision,
    }),
  )}`

/** The edge's class of a request, as the door makes it: from the class the render reads. */
const edgeClassOf = (request: ConsentClassRequest) => edgeConsentClass(readConsentClass(request, rules), request, rules)

describe('edgeConsentClass', () => {
  it('names the country, the saved choice and GPC, never the record’s id or date', () => {
    const cookieHeader = `${geolocation('de')}; ${consent({ preferences: true, statistics: false, marketing: true }, 2)}; gclid=abc`
    const edge = edgeClassOf({ cookies: parseCookieHeader(cookieHeader), secGpc: '1' })
    expect(edge).toBe('DE|101r2|gpc1')
    expect(consentClassKey(readConsentClass({ cookies: parseCookieHeader(cookieHeader), secGpc: '1' }, rules))).toBe(
      'ask|101r2|gpc1',
    )
  })

  it('says - for an unknown country and for no saved choice, and gpc0 for anything but Sec-GPC: 1', () => {
    expect(edgeClassOf({ cookies: parseCookieHeader('geolocation=%7Bbroken'), secGpc: 'yes' })).toBe('-|-|gpc0')
    expect(edgeClassOf({ cookies: parseCookieHeader(undefined), secGpc: null })).toBe('-|-|gpc0')
  })

  it('tells apart what the page cache keys apart, for visitors of one country', () => {
    const none = { preferences: false, statistics: false, marketing: false }
    const all = { preferences: true, statistics: true, marketing: true }
    const requests = [
      { cookies: parseCookieHeader(geolocation('DE')), secGpc: null },
      { cookies: parseCookieHeader(`${geolocation('DE')}; ${consent(none)}`), secGpc: null },
      { cookies: parseCookieHeader(`${geolocation('DE')}; ${consent(all)}`), secGpc: null },
      { cookies: parseCookieHeader(`${geolocation('DE')}; ${consent(all, 2)}`), secGpc: null },
      { cookies: parseCookieHeader(`${geolocation('DE')}; ${consent(all)}`), secGpc: '1' },
    ]
    const edge = new Set(requests.map(edgeClassOf))
    const keys = new Set(requests.map((request) => consentClassKey(readConsentClass(request, rules))))
    expect([edge.size, keys.size]).toEqual([requests.length, requests.length])
  })
})
