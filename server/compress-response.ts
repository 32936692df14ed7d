// Gzip for the pages the app renders, when the client accepts it: the build's assets are
// compressed by srvx's static middleware, but pages come from the app's fetch handler uncompressed,
// and a ~130 KB page is ~25 KB gzipped. Each chunk is flushed as it comes, so a streamed page still
// arrives in pieces. API answers stay as they are: the server's own SSR calls to them would pay
// for compressing and decompressing on every render.
import { pipeline, Readable } from 'node:stream'
import { constants, createGzip } from 'node:zlib'

/** One coding of Accept-Encoding and its weight (RFC 9110 section 12.5.3): `gzip;q=0` refuses gzip. */
function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!coding) continue
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter))
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''))
    // A malformed weight counts as a refusal: the client said something other than "yes".
    weights.set(coding, Number.isFinite(weight) ? weight : 0)
  }
  return weights
}

/** The client takes gzip (the page cache answers its hits by the same rule). */
export function acceptsGzip(request: Request): boolean {
  const weights = codingWeights(request.headers.get('accept-encoding') ?? '')
  const weight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0
  return weight > 0
}

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
  // pipeline, not pipe(): a render that fails or a client that hangs up mid-answer destroys both
  // streams; pipe() leaves the source's error without a listener, and that ends the process.
  const gzip = pipeline(
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
    createGzip({ flush: constants.Z_SYNC_FLUSH }),
    // The answer's own stream carries the error on to srvx, which drops the connection.
    () => {},
  )
  return new Response(Readable.toWeb(gzip) as ReadableStream, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
