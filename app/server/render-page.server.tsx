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

export const renderPage = defineHandlerCallback(({ request, router, responseHeaders }) => {
  try {
    const html = renderToString(<RouterServer router={router} />)
    // Encoded whole by Node's own UTF-8 writer: about twice as fast on the page's markup (it has
    // `€` and `–`, so V8 holds it as two-byte text) as the transform's `TextEncoder.encodeInto`
    // in 64 KB pieces, which it uses for a string and skips for bytes.
    const bytes = Buffer.from(`<!DOCTYPE html>${html}`, 'utf8')
    const document = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))
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
