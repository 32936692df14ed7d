// The signature of a revalidation request: `x-revalidate-signature: sha256=<hex>`, the HMAC-SHA256
// of the exact bytes of the body with the secret both sides share (env REVALIDATE_SECRET). The CMS
// signs with signRevalidation; the site checks with verifyRevalidation.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const revalidateSignatureHeader = 'x-revalidate-signature'

/** The header's value for a body. */
export function signRevalidation(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** Whether the header signs exactly this body with the secret (compared in constant time). */
export function verifyRevalidation(secret: string, body: Uint8Array, header: string | null): boolean {
  if (header === null) return false
  // Compared as text: only the canonical spelling (lowercase hex) counts.
  const expected = Buffer.from(signRevalidation(secret, body))
  const given = Buffer.from(header.trim())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
