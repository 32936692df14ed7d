import { expect, test } from 'vitest'
import { mintCspNonce } from './mint-csp-nonce.server.ts'

test('nonces are 128-bit base64 values, never the same twice across batches', () => {
  const nonces = Array.from({ length: 2_000 }, () => mintCspNonce())
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true)
  expect(new Set(nonces).size).toBe(nonces.length)
})
