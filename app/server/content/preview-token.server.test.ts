import { describe, expect, test } from 'vitest'
import {
  createPreviewToken,
  maxPreviewHours,
  previewSecretFromEnv,
  verifyPreviewToken,
} from './preview-token.server.ts'

const secret = 'test-secret'
const now = new Date('2026-11-21T12:00:00Z')
const inAnHour = new Date('2026-11-21T13:00:00Z')

describe('preview tokens', () => {
  test('a token opens the page it was made for until it expires', () => {
    const token = createPreviewToken(secret, '/casino-boni/', inAnHour)
    expect(verifyPreviewToken(secret, token, '/casino-boni/', now)).toEqual({ ok: true })
    expect(verifyPreviewToken(secret, token, '/freispiele/', now)).toEqual({ ok: false, reason: 'other-path' })
    expect(verifyPreviewToken(secret, token, '/casino-boni/', inAnHour)).toEqual({ ok: false, reason: 'expired' })
  })

  test('a token lives at most 7 days (and a few minutes of clock skew), however well it is signed', () => {
    const at = (ms: number) => createPreviewToken(secret, '/', new Date(now.getTime() + ms))
    const week = maxPreviewHours * 3_600_000
    expect(maxPreviewHours).toBe(168)
    expect(verifyPreviewToken(secret, at(week), '/', now)).toEqual({ ok: true })
    expect(verifyPreviewToken(secret, at(week + 4 * 60_000), '/', now)).toEqual({ ok: true })
    expect(verifyPreviewToken(secret, at(week + 6 * 60_000), '/', now)).toEqual({ ok: false, reason: 'too-long' })
    expect(verifyPreviewToken(secret, at(365 * 86_400_000), undefined, now)).toEqual({ ok: false, reason: 'too-long' })
  })

  test("any page's token opens the drafts beside a page (lists, posts), until it expires", () => {
    const token = createPreviewToken(secret, '/casino-boni/', inAnHour)
    expect(verifyPreviewToken(secret, token, undefined, now)).toEqual({ ok: true })
    expect(verifyPreviewToken(secret, token, undefined, inAnHour)).toEqual({ ok: false, reason: 'expired' })
    const foreign = createPreviewToken('other-secret', '/casino-boni/', inAnHour)
    expect(verifyPreviewToken(secret, foreign, undefined, now)).toEqual({ ok: false, reason: 'bad-signature' })
  })

  test('a token signed with another secret, or edited, is refused', () => {
    const foreign = createPreviewToken('other-secret', '/casino-boni/', inAnHour)
    expect(verifyPreviewToken(secret, foreign, '/casino-boni/', now)).toEqual({ ok: false, reason: 'bad-signature' })
    const [, signature] = createPreviewToken(secret, '/casino-boni/', inAnHour).split('.')
    const forgedPayload = Buffer.from(JSON.stringify({ path: '/', exp: 9999999999 })).toString('base64url')
    expect(verifyPreviewToken(secret, `${forgedPayload}.${signature}`, '/', now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    })
    expect(verifyPreviewToken(secret, 'garbage', '/', now)).toEqual({ ok: false, reason: 'malformed' })
  })

  test('only the canonical spelling of a signature is accepted, not others that decode to it', () => {
    const token = createPreviewToken(secret, '/casino-boni/', inAnHour)
    const [payload = '', signature = ''] = token.split('.')
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // 32 bytes in 43 characters: the last one carries two bits that decoding drops.
    const lastIndex = alphabet.indexOf(signature.at(-1) ?? '')
    const spellings = [
      `${signature}=`,
      `${signature.slice(0, 10)}!${signature.slice(10)}`,
      `${signature.slice(0, 10)} ${signature.slice(10)}`,
      `${signature.slice(0, -1)}${alphabet[lastIndex ^ 1]}`,
      signature.replaceAll('-', '+').replaceAll('_', '/'),
    ].filter((spelling) => spelling !== signature)
    expect(Buffer.from(spellings[0] ?? '', 'base64url')).toEqual(Buffer.from(signature, 'base64url'))
    for (const spelling of spellings)
      expect(verifyPreviewToken(secret, `${payload}.${spelling}`, '/casino-boni/', now)).toEqual({
        ok: false,
        reason: 'bad-signature',
      })
  })

  test('without a secret preview is off', () => {
    expect(previewSecretFromEnv({})).toBeUndefined()
    expect(previewSecretFromEnv({ PREVIEW_SECRET: '  ' })).toBeUndefined()
    const token = createPreviewToken(secret, '/', inAnHour)
    expect(verifyPreviewToken(undefined, token, '/', now)).toEqual({ ok: false, reason: 'preview-off' })
  })
})
