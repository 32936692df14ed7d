import { describe, expect, it } from 'vitest'
import { exampleConsentRecord } from '../../tests/support/consent-fixtures.ts'
import { type CookieJar, parseCookieHeader, serializeCookie } from '../lib/cookies.ts'
import { readConsentCookie, withdrawnCategories, writeConsentCookie } from './consent-record.ts'
import { viewerCountry } from './viewer-country.ts'

const record = exampleConsentRecord
const cookie = (value: unknown) => `other=1; consent=${encodeURIComponent(JSON.stringify(value))}`

describe('the consent cookie', () => {
  it('is written for 365 days (SPEC section 9), for the whole site', () => {
    const written: string[] = []
    const jar: CookieJar = {
      get: () => undefined,
      set: (name, value, options) => written.push(serializeCookie(name, value, options)),
      remove: () => {},
      names: () => [],
    }
    writeConsentCookie(jar, record)
    expect(written).toEqual([expect.stringMatching(/^consent=[^;]+; Max-Age=31536000; Path=\/;/)])
  })

  it('reads a valid record', () => {
    expect(readConsentCookie(cookie(record))).toEqual(record)
  })

  it.each([
    ['missing', 'other=1'],
    ['not JSON', 'consent=%7Bnot-json'],
    ['broken escape', 'consent=%E0%A4%A'],
    ['necessary switched off', cookie({ ...record, necessary: false })],
    ['a category that is not a boolean', cookie({ ...record, marketing: 'yes' })],
    ['no givenAt', cookie({ ...record, givenAt: undefined })],
    ['an array', cookie([record])],
  ])('counts as no consent when %s', (_, header) => {
    expect(readConsentCookie(header)).toBeUndefined()
  })
})

describe('withdrawnCategories', () => {
  it('names the categories granted before and not now', () => {
    expect(
      withdrawnCategories(
        { preferences: true, statistics: true, marketing: true },
        { preferences: true, statistics: false, marketing: false },
      ),
    ).toEqual(['statistics', 'marketing'])
    expect(
      withdrawnCategories(
        { preferences: false, statistics: false, marketing: false },
        { preferences: true, statistics: true, marketing: true },
      ),
    ).toEqual([])
  })
})

describe('viewerCountry', () => {
  it('reads the URL-encoded JSON of the geolocation cookie under its configured name', () => {
    const value = encodeURIComponent('{"viewer-country":"de"}')
    expect(viewerCountry(parseCookieHeader(`geolocation=${value}`), 'geolocation')).toBe('DE')
    expect(viewerCountry(parseCookieHeader(`cf_geo=${value}`), 'cf_geo')).toBe('DE')
    expect(viewerCountry(parseCookieHeader(`geolocation=${value}`), 'cf_geo')).toBeUndefined()
  })

  it('is unknown when the cookie is missing or malformed', () => {
    expect(viewerCountry(parseCookieHeader(undefined), 'geolocation')).toBeUndefined()
    expect(viewerCountry(parseCookieHeader('geolocation=DE'), 'geolocation')).toBeUndefined()
    expect(
      viewerCountry(parseCookieHeader(`geolocation=${encodeURIComponent('{"viewer-country":"DEU"}')}`), 'geolocation'),
    ).toBeUndefined()
  })
})
