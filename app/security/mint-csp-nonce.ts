// The one way a Content-Security-Policy nonce is made: 128 random bits, base64. Used for every
// server render (csp-nonce.ts) and for every page the server's page cache answers (a cached page
// never replays the nonce it was rendered with: app/server/page-cache).
export function mintCspNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}
