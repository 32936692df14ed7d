import { expect, test } from 'vitest'
import { formatPhone } from './format-phone.ts'

const germany = { locale: 'de-DE', phoneCode: '49' }
const norway = { locale: 'nb-NO', phoneCode: '47' }
const mexico = { locale: 'es-MX', phoneCode: '52' }

test.each([
  [germany, '0151 2345 6789', '+4915123456789'],
  [germany, '+49 151 2345 6789', '+4915123456789'],
  [germany, '0049 (151) 2345-6789', '+4915123456789'],
  [germany, '151/23456789', '+4915123456789'],
  [norway, '912 34 567', '+4791234567'],
  [norway, '+47 912 34 567', '+4791234567'],
  // Mexico: two-digit area codes for 33, 55, 56 and 81 ...
  [mexico, '55 1234 5678', '+52 (55) 1234-5678'],
  [mexico, '+52 33 1234 5678', '+52 (33) 1234-5678'],
  [mexico, '56-1234-5678', '+52 (56) 1234-5678'],
  [mexico, '8112345678', '+52 (81) 1234-5678'],
  // ... three digits for every other area, and only the last 10 digits count.
  [mexico, '664 123 4567', '+52 (664) 123-4567'],
  [mexico, '+52 1 222 123 4567', '+52 (222) 123-4567'],
])('%o %s -> %s', (country, input, expected) => {
  expect(formatPhone(input, country)).toBe(expected)
})
