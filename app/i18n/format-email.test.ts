import { expect, test } from 'vitest'
import { normalizeEmail } from './format-email.ts'

test.each([
  ['Max.Mustermann@Example.DE', 'maxmustermann@example.de'],
  ['  jürgen.müller@web.de ', 'jurgenmuller@web.de'],
  ['anna+casino@gmail.com', 'anna@gmail.com'],
  ['a.b.c+x+y@mail.example', 'abc@mail.example'],
  ['José.Núñez@correo.mx', 'josenunez@correo.mx'],
  // Only the local part loses its dots and tag; the domain keeps them.
  ['lena@mail.example.co.uk', 'lena@mail.example.co.uk'],
  ['no-at-sign', 'no-at-sign'],
])('%s -> %s', (input, expected) => {
  expect(normalizeEmail(input)).toBe(expected)
})
