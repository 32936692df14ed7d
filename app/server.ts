// The server entry. Opening the content store here, when the server starts, means invalid content
// or configuration stops start-up with its message instead of failing the first visitor. It also
// hands the modules shared with the browser what only the server has (they never import server code).
import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { setServerContentRead } from './api/content/client.ts'
import { reportError, setServerErrorCapture } from './errors/report.ts'
import { captureOnServer } from './errors/sentry.server.ts'
import { cmsOriginFromEnv } from './preview/cms-origin.ts'
import { setPreviewCheck } from './preview/preview-check.ts'
import { setCspNonceMinter } from './security/csp-nonce.ts'
import { mintCspNonce } from './security/mint-csp-nonce.server.ts'
import { clientClosedRequest, clientHungUp } from './server/client-hang-up.server.ts'
import { getContentSource, readContentInProcess } from './server/content/content-runtime.server.ts'
import { createInProcessContentRead } from './server/content/in-process-read.server.ts'
import { previewSecretFromEnv, verifyPreviewToken } from './server/content/preview-token.server.ts'

getContentSource()
// A misspelt CMS origin stops start-up here, not every draft preview later.
cmsOriginFromEnv(process.env)
setServerContentRead(process.env.INTERNAL_API_URL ? undefined : createInProcessContentRead(readContentInProcess))
setServerErrorCapture(captureOnServer)
setCspNonceMinter(mintCspNonce)
setPreviewCheck((token, path) => verifyPreviewToken(previewSecretFromEnv(), token, path).ok)

/** For the production server (server/serve.ts), which runs outside the app's modules: an error
 *  no request handler caught goes where the app's own errors go (the log, and Sentry). */
export function reportServerError(error: unknown, where: string): void {
  reportError(error, { level: 'fatal', tags: { where } })
}

// Start's default handler, without its default entry's catch-all: a request whose client hung up
// is answered here (server/client-hang-up.server.ts); what else fails goes to Start's error answer.
const startHandler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  async fetch(request) {
    try {
      return await startHandler(request)
    } catch (error) {
      if (clientHungUp(request, error)) return clientClosedRequest()
      throw error
    }
  },
})
