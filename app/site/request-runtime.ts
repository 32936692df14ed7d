// The server runtime (app/server/runtime) as code the browser loads too sees it: the server entry
// hands it to every request as Start's request context (app/server/runtime/request-context.ts), so
// server functions, loaders and components take what they need from the request they serve. This
// module imports no server code: it names the little such code needs of the runtime. In the
// browser, and outside a request, there is none.
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import type { Website } from '../../app.config.ts'
import type { errorMessages } from '../contracts/error-messages.ts'
import type { ErrorReport } from '../contracts/error-report.ts'
import type { ServerContentRead } from './server-content-read.ts'
import type { Stage } from './stage.ts'

type PreviewCheck = { ok: true } | { ok: false; reason: keyof typeof errorMessages.previewRefused }

/** What the code the browser loads too may take from the server runtime during a request. */
export type RequestRuntime = {
  readonly config: {
    readonly website: Website
    readonly stage: Stage
    readonly port: number
    readonly blockGallery: boolean
    readonly sentryDsn: string | undefined
    readonly geolocationCookieName: string
    readonly cmsOrigin: string | undefined
    readonly internalApiUrl: string | undefined
  }
  readonly content: {
    readonly serverRead: ServerContentRead | undefined
    verifyPreview(token: string, path: string): PreviewCheck
  }
  readonly errors: { capture(error: unknown, report: ErrorReport): void }
  readonly door: { mintCspNonce(): string }
}

/** The runtime in a request context (a server function's or middleware's `context`). */
export const runtimeIn = (context: unknown): RequestRuntime | undefined =>
  (context as { runtime?: RequestRuntime } | undefined)?.runtime

/** Start's request context of the request being served; undefined in the browser and outside a request. */
export const requestStartContext = createIsomorphicFn()
  .server((): unknown => {
    try {
      return getGlobalStartContext()
    } catch {
      return undefined
    }
  })
  .client((): unknown => undefined)

/** The runtime serving the current request; undefined in the browser and outside a request. */
export const requestRuntime = (): RequestRuntime | undefined => runtimeIn(requestStartContext())

/**
 * The token of the draft preview the current request renders, once app/start.ts has verified it for
 * the page: the page's content reads then ask for drafts with it. Undefined in the browser, which
 * reads what is published beside the page it previews.
 */
export function requestPreviewToken(): string | undefined {
  const token = (requestStartContext() as { previewToken?: unknown } | undefined)?.previewToken
  return typeof token === 'string' ? token : undefined
}

const noRuntime = 'No server runtime: this runs only within a request the server entry (app/server.ts) serves'

/** The runtime serving the current request, where code runs only on the server within one. */
export function serverRuntime(): RequestRuntime {
  const runtime = requestRuntime()
  if (!runtime) throw new Error(noRuntime)
  return runtime
}

/** The runtime in the `context` a server function or request middleware is handed. */
export function serverRuntimeIn(context: unknown): RequestRuntime {
  const runtime = runtimeIn(context)
  if (!runtime) throw new Error(noRuntime)
  return runtime
}
