// Start-level request handling: canonical page URLs before anything renders.
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { canonicalPath } from './routing/resolve-route.ts'

/** Page paths are canonical with a trailing slash; the other form answers 301 (SPEC: no aliases). */
const trailingSlashRedirect = createMiddleware().server(({ request, next }) => {
  const url = new URL(request.url)
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/_') &&
    !/\.[a-z0-9]+$/i.test(url.pathname)
  if (isPage && canonicalPath(url.pathname) !== url.pathname)
    return new Response(null, { status: 301, headers: { Location: `${canonicalPath(url.pathname)}${url.search}` } })
  return next()
})

export const startInstance = createStart(() => ({
  requestMiddleware: [trailingSlashRedirect, createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
}))
