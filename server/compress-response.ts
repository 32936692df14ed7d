// Gzip for the pages the app renders, when the client accepts it: the build's assets are
// compressed by srvx's static middleware, but pages come from the app's fetch handler uncompressed,
// and a ~130 KB page is ~25 KB gzipped. Each chunk is flushed as it comes, so a streamed page still
// arrives in pieces. API answers stay as they are: the server's own SSR calls to them would pay
// for compressing and decompressing on every render.
import { Readable } from 'node:stream'
import { constants, createGzip } from 'node:zlib'

/** The client takes gzip (the page cache answers its hits by the same rule). */
export const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')

export function compressResponse(request: Request, response: Response): Response {
  const vary = response.headers.get('vary')
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    response.headers.has('content-encoding') ||
    !type.startsWith('text/html') ||
    !acceptsGzip(request) ||
    request.method === 'HEAD'
  )
    return response
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  headers.delete('content-length')
  const gzip = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(
    createGzip({ flush: constants.Z_SYNC_FLUSH }),
  )
  return new Response(Readable.toWeb(gzip) as ReadableStream, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
