// Draft preview in the e2e run: playwright.config.ts hands the server this PREVIEW_SECRET, and tests
// sign their preview links with it (or with another secret, to see a forged link refused).
import { createPreviewToken } from '../../app/server/content/preview-token.server.ts'
import { runSecret } from './test-secrets.ts'

export const e2ePreviewSecret = runSecret('E2E_PREVIEW_SECRET')

/** A token for path, valid for an hour. */
export const previewToken = (path: string, secret = e2ePreviewSecret) =>
  createPreviewToken(secret, path, new Date(Date.now() + 3_600_000))

/** The page's preview link (`?preview=<token>`), signed with the server's secret unless told. */
export const previewUrl = (path: string, token = previewToken(path)) => `${path}?preview=${encodeURIComponent(token)}`
