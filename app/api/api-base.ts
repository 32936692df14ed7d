// Where the site's own APIs are (SPEC section 7: "the website-specific ... URL on the server or on
// localhost, otherwise relative /api"). The browser uses relative /api; the server calls the same
// process over loopback (content reads skip the network and go to the same handler in-process, see
// app/api/content/client.ts), so every page, SSR or not, reads content through one handler (which
// sanitises it and may forward to an external CMS, see app/server/content).
import { createIsomorphicFn } from '@tanstack/react-start'
import { requestRuntime } from '../site/request-runtime.ts'

export const apiBase = createIsomorphicFn()
  .server(() => {
    const config = requestRuntime()?.config
    if (!config) return '/api'
    return config.internalApiUrl ?? `http://127.0.0.1:${config.port}/api`
  })
  .client(() => '/api')
