// A fresh nonce for every server render: TanStack puts it on its own inline scripts, styles and
// links, and into <meta property="csp-nonce">, where the browser's router reads it back. The
// request's server runtime mints it (mint-csp-nonce.server.ts), so this module, which the browser
// loads too, imports no server code. A render without one fails: the page's policy would refuse
// every inline script.
import { createIsomorphicFn } from '@tanstack/react-start'
import { serverRuntime } from '../site/request-runtime.ts'

export const ssrNonceOptions = createIsomorphicFn().server(() => ({ nonce: serverRuntime().door.mintCspNonce() }))
