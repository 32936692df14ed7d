// How the server renders a page the router has loaded: React renders it to a string, and Start's
// transform sets the router's scripts into it on its way out. Not a React stream
// (docs/decisions/100-render-to-string.md): the loaders have read everything and loaded every
// chunk the page shows before React starts, so a stream would only deliver the same document in
// pieces, at the cost of React's byte encoding and two more passes over it. Not Start's own
// string handler either: it reads the transform's bytes back into a string, which the response
// then encodes once more. Only the framework's public pieces, put together as its stream handler
// puts them; a page that fails to render fails as it would there.
import {
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'

const encoder = new TextEncoder()
/** Room for the longest page encoded so far: UTF-8 takes at most three bytes per UTF-16 unit. */
let scratch = new Uint8Array(0)

/**
 * The page as UTF-8, encoded whole in one pass into a buffer kept between renders and copied out
 * at its length: the transform's `encodeInto` in 64 KB pieces, which it uses for a string and
 * skips for bytes, cost about twice as much on the page's markup (it has `€` and `–`, so V8 holds
 * it as two-byte text), and Node's `Buffer.from` measures the text's UTF-8 length in a pass of
 * its own before writing it (0.55 against 0.43 ms on `/`'s 118 KB in React's many pieces).
 */
function encodePage(html: string): Uint8Array {
  if (scratch.length < html.length * 3) scratch = new Uint8Array(html.length * 3)
  const { written } = encoder.encodeInto(html, scratch)
  return scratch.slice(0, written)
}

export const renderPage = defineHandlerCallback(({ request, router, responseHeaders }) => {
  try {
    const bytes = encodePage(`<!DOCTYPE html>${renderToString(<RouterServer router={router} />)}`)
    const document = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes)
        controller.close()
      },
    })
    const body = transformReadableStreamWithRouter(router, document, { signal: request.signal })
    return createSsrStreamResponse(
      router,
      new Response(body, { status: getSsrStatus(router), headers: responseHeaders }),
    )
  } catch (error) {
    router.serverSsr?.cleanup()
    throw error
  }
})
