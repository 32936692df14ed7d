// A fresh nonce for every server render: TanStack puts it on its own inline scripts, styles and
// links, and into <meta property="csp-nonce">, where the browser's router reads it back.
import { createIsomorphicFn } from '@tanstack/react-start'

export const ssrNonceOptions = createIsomorphicFn().server(() => {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return { nonce: Buffer.from(bytes).toString('base64') }
})
