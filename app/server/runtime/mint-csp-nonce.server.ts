// The one way a Content-Security-Policy nonce is made: 128 random bits, base64. Used for every
// server render (csp-nonce.ts) and for every page the server's page cache answers (a cached page
// never replays the nonce it was rendered with: server/page-cache). The bytes come from the
// CSPRNG in batches (a call per nonce cost a cached answer more than anything but copying the
// page); each nonce takes its own 16 bytes, never reused.
const nonceBytes = 16
const batch = Buffer.alloc(nonceBytes * 256)
let next = batch.length

export function mintCspNonce(): string {
  if (next === batch.length) {
    crypto.getRandomValues(batch)
    next = 0
  }
  const nonce = batch.toString('base64', next, next + nonceBytes)
  next += nonceBytes
  return nonce
}
