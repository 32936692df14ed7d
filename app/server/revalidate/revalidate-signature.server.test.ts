import { describe, expect, test } from 'vitest'
import { signRevalidation, verifyRevalidation } from './revalidate-signature.server.ts'

const body = Buffer.from('{"collection":"pages","site":90}')

describe('the revalidation signature', () => {
  test('is sha256= and the hex HMAC-SHA256 of the exact body', () => {
    // RFC 4231 test case 2: HMAC-SHA256("Jefe", "what do ya want for nothing?").
    expect(signRevalidation('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })

  test('verifies the signature of this body with this secret only', () => {
    const header = signRevalidation('secret', body)
    expect(verifyRevalidation('secret', body, header)).toBe(true)
    expect(verifyRevalidation('secret', body, ` ${header}\t`)).toBe(true)
    expect(verifyRevalidation('other secret', body, header)).toBe(false)
    expect(verifyRevalidation('secret', Buffer.from(`${body} `), header)).toBe(false)
  })

  test.each([
    ['missing', null],
    ['empty', ''],
    ['without its scheme', signRevalidation('secret', body).slice('sha256='.length)],
    ['in upper case', `sha256=${signRevalidation('secret', body).slice(7).toUpperCase()}`],
    ['cut short', signRevalidation('secret', body).slice(0, -1)],
    ['of another scheme', signRevalidation('secret', body).replace('sha256', 'sha1')],
  ])('refuses a header %s', (_, header) => {
    expect(verifyRevalidation('secret', body, header)).toBe(false)
  })
})
