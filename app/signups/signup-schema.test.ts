import { describe, expect, test } from 'vitest'
import { internationalPhoneNumber, type SignupRequest, signupRequestSchema } from './signup-schema.ts'

describe('internationalPhoneNumber', () => {
  test.each([
    ['nb-NO number', '912 34 567', '47', '+4791234567'],
    ['with +47 written', '+47 912 34 567', '47', '+4791234567'],
    ['with 0047 written', '0047 91234567', '47', '+4791234567'],
    ['German with trunk 0', '0151 2345 6789', '49', '+4915123456789'],
    ['es-MX ten digits', '(55) 1234-5678', '52', '+525512345678'],
    ['too short for Norway', '1234', '47', undefined],
    ['letters', '91a34567', '47', undefined],
    ['another country code', '+46 70 123 45 67', '47', undefined],
  ])('%s', (_case, input, phoneCode, expected) => {
    expect(internationalPhoneNumber(input, { phoneCode })).toBe(expected)
  })
})

const valid: SignupRequest = {
  locale: 'nb-NO',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: '91234567',
  consentToContact: true,
  fillTimeMs: 8000,
}
const failingField = (body: object) => {
  const result = signupRequestSchema.safeParse(body)
  return result.success ? undefined : result.error.issues[0]?.path[0]
}

describe('signupRequestSchema', () => {
  test('a complete signup is valid', () => {
    expect(signupRequestSchema.safeParse(valid).success).toBe(true)
  })

  test.each([
    ['a bad email', { email: 'kari@' }, 'email'],
    ['a phone of another country', { phone: '+46701234567' }, 'phone'],
    ['a one-letter name', { name: 'K' }, 'name'],
    ['no consent', { consentToContact: false }, 'consentToContact'],
    ['a locale no country has', { locale: 'fr-FR' }, 'locale'],
    ['an extended form without amount', { purpose: 'debt' }, 'amount'],
  ])('refuses %s, naming the field', (_case, change, field) => {
    expect(failingField({ ...valid, ...change })).toBe(field)
  })
})
