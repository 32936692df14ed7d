// Signed draft-preview links. A token carries the page path and an expiry, signed with
// HMAC-SHA256 and the secret in env PREVIEW_SECRET; without a secret, preview is off. Anyone can
// read a token's payload (base64url JSON); only the secret's holder can make one the site accepts.
// A token opens its page's draft, and the drafts of what any page reads beside its own document
// (list entries, posts, components), so the page previewed shows them. A link lives at most a week:
// it travels in chats and mail, and one that lived longer would be a standing key to unpublished
// content; a token whose expiry lies further ahead is refused however well it is signed.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { errorMessages } from '../../contracts/error-messages.ts'
import { z } from '../../lib/zod.ts'

const payloadSchema = z.object({ path: z.string().check(z.startsWith('/')), exp: z.int().check(z.positive()) })

export type PreviewRefusal = keyof typeof errorMessages.previewRefused
export type PreviewCheck = { ok: true } | { ok: false; reason: PreviewRefusal }

/** The CMS's PREVIEW_SECRET (it signs preview links); the site reads its own from its configuration. Undefined (preview off) when unset or blank. */
export function previewSecretFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.PREVIEW_SECRET?.trim() || undefined
}

/** The longest a preview link may live, in hours: 7 days. */
export const maxPreviewHours = 7 * 24
/** How far ahead of the site's clock a signer's may run (the CMS on another machine). */
const clockSkewMs = 5 * 60_000

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest()

export function createPreviewToken(secret: string, path: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ path, exp: Math.floor(expiresAt.getTime() / 1000) })).toString(
    'base64url',
  )
  return `${payload}.${sign(secret, payload).toString('base64url')}`
}

/** Whether token is good for the page at path; with path undefined, for the drafts beside any page. */
export function verifyPreviewToken(
  secret: string | undefined,
  token: string,
  path: string | undefined,
  now: Date = new Date(),
): PreviewCheck {
  if (!secret) return { ok: false, reason: 'preview-off' }
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'malformed' }
  // Compared as text, not decoded: Node's base64url decoding skips foreign characters and ignores
  // trailing bits, so many spellings would decode to one signature. Only the canonical one counts.
  const expected = Buffer.from(sign(secret, payload).toString('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' }
  let claims: z.infer<typeof payloadSchema>
  try {
    claims = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (path !== undefined && claims.path !== path) return { ok: false, reason: 'other-path' }
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  if (claims.exp * 1000 > now.getTime() + maxPreviewHours * 3_600_000 + clockSkewMs)
    return { ok: false, reason: 'too-long' }
  return { ok: true }
}
