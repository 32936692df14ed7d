import { describe, expect, test } from 'vitest'
import { everything, necessaryOnly } from './consent-record.ts'
import { grantedToRequest } from './granted-on-arrival.ts'

describe('the consent a click-out is credited with', () => {
  const saved = { ...necessaryOnly, statistics: true, policyRevision: 1 }

  test("a saved choice is the visitor's, whoever they are and whatever revision it answered", () => {
    for (const mustAsk of [true, false])
      expect(grantedToRequest({ mustAsk, stored: saved, globalPrivacyControl: true })).toEqual({
        ...necessaryOnly,
        statistics: true,
      })
  })

  test('a visitor who must be asked and has not answered is credited with nothing', () => {
    expect(grantedToRequest({ mustAsk: true, stored: null, globalPrivacyControl: false })).toBeUndefined()
  })

  test('a visitor who is not asked has the default, marketing off under Global Privacy Control', () => {
    expect(grantedToRequest({ mustAsk: false, stored: null, globalPrivacyControl: false })).toEqual(everything)
    expect(grantedToRequest({ mustAsk: false, stored: null, globalPrivacyControl: true })).toEqual({
      ...everything,
      marketing: false,
    })
  })
})
