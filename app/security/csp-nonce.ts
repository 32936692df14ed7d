// A fresh nonce for every server render: TanStack puts it on its own inline scripts, styles and
// links, and into <meta property="csp-nonce">, where the browser's router reads it back.
import { createIsomorphicFn } from '@tanstack/react-start'
import { mintCspNonce } from './mint-csp-nonce.server.ts'

export const ssrNonceOptions = createIsomorphicFn().server(() => ({ nonce: mintCspNonce() }))
