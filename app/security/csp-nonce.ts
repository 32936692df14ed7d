// A fresh nonce for every server render: TanStack puts it on its own inline scripts, styles and
// links, and into <meta property="csp-nonce">, where the browser's router reads it back. The server
// entry (app/server.ts) hands in the minter (mint-csp-nonce.server.ts), so this module, which the
// browser loads too, imports no server code.
import { createIsomorphicFn } from '@tanstack/react-start'

let mintNonce: (() => string) | undefined

export function setCspNonceMinter(mint: () => string): void {
  mintNonce = mint
}

export const ssrNonceOptions = createIsomorphicFn().server(() => {
  // A render without a nonce would have every inline script refused by the page's policy.
  if (!mintNonce) throw new Error('No CSP nonce minter: the server entry (app/server.ts) provides it')
  return { nonce: mintNonce() }
})
