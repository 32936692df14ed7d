import { describe, expect, test } from 'vitest'
import {
  clickIdParameters,
  trackingDataFromCookies,
  trackingDataFromQuery,
  trackingFieldNames,
  trackingFields,
  trackingLifetimes,
} from './tracking-fields.ts'

const fromQuery = (query: string) => trackingDataFromQuery(new URLSearchParams(query))

describe('the alias table', () => {
  test.each([
    ['gclid=G1', { googleClickId: 'G1' }],
    ['gbraid=B1', { googleClickId: 'B1' }],
    ['wbraid=W1', { googleClickId: 'W1' }],
    ['fbclid=F1', { facebookClickId: 'F1' }],
    ['msclkid=M1', { microsoftClickId: 'M1' }],
    ['ttclid=T1', { tiktokClickId: 'T1' }],
    ['at_gd=A1', { adtractionClickId: 'A1' }],
    ['pubid=P1', { pubid: 'P1' }],
    ...['cc', 'trac', 'cmp', 'gid', 'pid', 'tf', 'subid', 'sub_id', 'rl', 'sub-id'].map(
      (alias) => [`${alias}=s1`, { subId: 's1' }] as [string, object],
    ),
  ])('%s fills %o', (query, expected) => {
    expect(fromQuery(query)).toEqual(expected)
  })

  test("no link fills the impression id: a shared URL never attaches its recipient to another visitor's impression", () => {
    expect(fromQuery('gclid=G1&subid=s1&impression_id=2dfd0f4e-0000-4000-8000-000000000000')).toEqual({
      googleClickId: 'G1',
      subId: 's1',
    })
  })

  test('the first alias present wins', () => {
    expect(fromQuery('wbraid=W&gclid=G')).toEqual({ googleClickId: 'G' })
    expect(fromQuery('subid=second&cc=first')).toEqual({ subId: 'first' })
  })

  test('empty, blank and unprintable values are ignored', () => {
    expect(fromQuery('gclid=&subid=%20%20&fbclid=a%0Ab')).toEqual({})
  })

  test('no alias or cookie belongs to two fields', () => {
    const aliases = trackingFieldNames.flatMap((name) => trackingFields[name].aliases)
    const cookies = trackingFieldNames.map((name) => trackingFields[name].cookie)
    expect(new Set(aliases).size).toBe(aliases.length)
    expect(new Set(cookies).size).toBe(cookies.length)
  })

  test('person ids live two years, everything else 30 days', () => {
    const longLived = trackingFieldNames.filter((name) => trackingFields[name].lifetime === 'person')
    expect(longLived.sort()).toEqual(['emailUserId', 'phoneNumberId', 'uniqueUserId'])
    expect(trackingLifetimes).toEqual({ campaign: 2_592_000, person: 63_072_000 })
  })
})

test('cookies are read through the table and invalid ones read as absent', () => {
  const jar: Record<string, string> = { sub_id: 'abc', google_click_id: 'G1', unique_user_id: 'has space' }
  expect(trackingDataFromCookies((name) => jar[name])).toEqual({ subId: 'abc', googleClickId: 'G1' })
})

test('click ids are forwarded under their networks’ parameter names', () => {
  expect(clickIdParameters({ googleClickId: 'G', subId: 's', tiktokClickId: 'T', emailUserId: 'e' })).toEqual([
    ['gclid', 'G'],
    ['ttclid', 'T'],
  ])
})
