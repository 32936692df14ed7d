// How the CMS protects the editors who use it (docs/decisions/045-cms-admin-hardening.md): the
// site's security headers on every answer, admin and REST API alike, framing by the CMS's own pages
// only, session cookies that travel over HTTPS only, and a lock on an account after repeated failed
// logins. The CMS always runs as a production build (`next start`), so it always sends them; browsers
// treat http://localhost and 127.0.0.1 as secure, so a developer's machine logs in all the same.
import type { IncomingAuthType } from 'payload'
import { securityHeaders } from '../../../app/security/security-headers.ts'

/** Every answer's headers, as next.config.mjs's `headers()` lists them. */
export const cmsResponseHeaders = Object.entries({
  ...securityHeaders('production'),
  // The admin frames its own pages (its drawers and previews of uploads) and nothing else may frame it.
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': "frame-ancestors 'self'",
}).map(([key, value]) => ({ key, value }))

/** Failed logins in a row that lock an account, and for how long (a right password then fails too). */
export const loginLock = { maxLoginAttempts: 5, lockTime: 10 * 60_000 } as const

/** The users collection's sessions: secure, same-site cookies and the login lock. */
export const sessionAuth = {
  // Lax: the cookie does not go along with another site's POST, but a link to the admin still arrives logged in.
  cookies: { secure: true, sameSite: 'Lax' },
  ...loginLock,
} satisfies IncomingAuthType
