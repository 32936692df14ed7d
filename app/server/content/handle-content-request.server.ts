// The content API's request handler, free of any framework: a Request in, a Response out. The
// server route under /api/content mounts it; tests serve it over real HTTP.

import { type ContentQuery, type ContentRead, contentRequestTarget } from '../../contracts/content/content-query.ts'
import { errorMessages } from '../../contracts/error-messages.ts'
import { reportError } from '../../errors/report.ts'
import { contentResponse, errorResponse, previewCacheControl } from './content-responses.server.ts'
import { type ContentBody, type ContentSource, ContentUpstreamError } from './content-source.server.ts'
import { parseContentRequest } from './parse-content-request.server.ts'
import { verifyPreviewToken } from './preview-token.server.ts'

const allowedMethods = 'GET, HEAD'

function notFoundMessage(query: ContentQuery): string {
  if (query.kind === 'page') return errorMessages.pageNotFoundAt(query.path)
  return `No content at ${contentRequestTarget(query).path} for locale ${query.locale}`
}

export type ContentRequestOptions = {
  /** The draft-preview secret (env PREVIEW_SECRET); without it every preview is refused. */
  previewSecret?: string
}

export async function handleContentRequest(
  request: Request,
  source: ContentSource,
  options: ContentRequestOptions = {},
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return errorResponse(
      405,
      { code: 'method_not_allowed', message: errorMessages.methodNotAllowed(request.method, allowedMethods) },
      { allow: allowedMethods },
    )
  const parsed = parseContentRequest(new URL(request.url))
  if (!parsed.ok) {
    const { status, ...error } = parsed.error
    return errorResponse(status, error)
  }
  const answer = await answerContentRead(parsed, source, options)
  if (!answer.ok) return errorResponse(answer.status, answer.error)
  return answer.preview
    ? contentResponse(request, answer.body, previewCacheControl)
    : contentResponse(request, answer.body)
}

const withoutDraft = (query: ContentQuery): ContentQuery => (query.draft ? { ...query, draft: undefined } : query)

/** What the content API answers a read with, before it is a Response: the body, or the error. */
export type ContentAnswer =
  | { ok: true; body: ContentBody; preview: boolean }
  | { ok: false; status: number; error: { code: string; message: string; parameter?: string } }

/**
 * The content API's answer to a typed read: for the HTTP handler above (once it has parsed the
 * URL), and for SSR's direct read (in-process-read.server.ts), which must answer exactly what a
 * request would. Drafts only through a verified preview token: a draft flag a reader set is dropped.
 */
export async function answerContentRead(
  { query, previewToken }: ContentRead,
  source: ContentSource,
  options: ContentRequestOptions = {},
): Promise<ContentAnswer> {
  const preview = previewToken !== undefined
  if (preview) {
    // A page's draft only with its own page's token; the drafts any page reads with any page's.
    const check = verifyPreviewToken(
      options.previewSecret,
      previewToken,
      query.kind === 'page' ? query.path : undefined,
    )
    if (!check.ok)
      return {
        ok: false,
        status: 403,
        error: { code: 'forbidden', message: errorMessages.previewRefused[check.reason] },
      }
  }
  try {
    const body = await source.read(preview ? { ...query, draft: true } : withoutDraft(query))
    if (!body) return { ok: false, status: 404, error: { code: 'not_found', message: notFoundMessage(query) } }
    return { ok: true, body, preview }
  } catch (error) {
    // The details (an internal URL, say) go to the error report, not to the client.
    reportError(error, { level: 'error', tags: { contentEndpoint: contentRequestTarget(query).path } })
    // An external CMS that is down or sends garbage is a bad gateway; HTTP caches in front may then
    // serve their last good copy (stale-if-error). Anything else is our own fault.
    if (error instanceof ContentUpstreamError)
      return {
        ok: false,
        status: 502,
        error: { code: 'upstream_error', message: 'The content source failed to answer' },
      }
    return { ok: false, status: 500, error: { code: 'internal_error', message: errorMessages.internalServerError } }
  }
}
