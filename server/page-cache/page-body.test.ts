import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { mintCspNonce } from '../../app/server/runtime/mint-csp-nonce.server.ts'
import { gzipChunks, identityChunks, pageBodyWithNonceSlots } from './page-body.ts'

/** A page shaped like ours: nonces clustered in the head, a few in the markup, more at the end. */
function pageWith(nonce: string): string {
  const head = Array.from(
    { length: 20 },
    (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js" nonce="${nonce}"/>`,
  )
  const rows = Array.from(
    { length: 400 },
    (_, i) => `<li class="product" data-position="${i}">Casino ${i % 37} Bonus</li>`,
  )
  return [
    `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"/>${head.join('')}</head><body>`,
    `<ul>${rows.join('')}</ul><script type="application/ld+json" nonce="${nonce}">{"@type":"FAQPage"}</script>`,
    `<ul>${rows.join('')}</ul><script nonce="${nonce}">self.$R=[]</script></body></html>`,
  ].join('')
}

const join = (chunks: Buffer[]) => Buffer.concat(chunks)

describe('a page body with nonce slots', () => {
  const stored = mintCspNonce()
  const html = pageWith(stored)
  const body = pageBodyWithNonceSlots(Buffer.from(html), stored)
  if (!body) throw new Error('the page has no NUL byte')

  test('answers the page with the new nonce in every slot and none of the old', () => {
    const fresh = mintCspNonce()
    const text = join(identityChunks(body, fresh)).toString()
    expect(text).toBe(pageWith(fresh))
    expect(text).not.toContain(stored)
    expect(text.split(fresh)).toHaveLength(24)
  })

  test('gzips to exactly that page, for any nonce, about as small as gzipping it whole', () => {
    // Each slot costs a stored block and a new deflate block's header; the text between keeps its
    // back-references across slots (without them, the second list alone would cost ~1 KB more).
    const slots = body.pieces.length - 1
    for (let round = 0; round < 20; round++) {
      const fresh = mintCspNonce()
      const gzipped = join(gzipChunks(body, fresh))
      expect(gunzipSync(gzipped).toString()).toBe(pageWith(fresh))
      expect(gzipped.length).toBeLessThan(gzipSync(pageWith(fresh)).length + 100 * slots)
    }
  })

  test('slots at the very start, the very end and side by side decode too', () => {
    const nonce = mintCspNonce()
    const edgy = `${nonce}${nonce}<p>${'x'.repeat(40_000)}</p>${nonce}<p>${'y'.repeat(40_000)}</p>${nonce}`
    const edgyBody = pageBodyWithNonceSlots(Buffer.from(edgy), nonce)
    if (!edgyBody) throw new Error('no NUL here')
    const fresh = mintCspNonce()
    expect(gunzipSync(join(gzipChunks(edgyBody, fresh))).toString()).toBe(edgy.replaceAll(nonce, fresh))
    expect(join(identityChunks(edgyBody, fresh)).toString()).toBe(edgy.replaceAll(nonce, fresh))
  })

  test('holds the memory it counts: no piece keeps a larger buffer alive', () => {
    const held = new Set([...body.pieces, ...body.deflatedPieces].map((piece) => piece.buffer))
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0)
    expect(body.deflatedPieces.length).toBeGreaterThan(20)
    expect(heldBytes).toBeLessThanOrEqual(body.bytes)
    expect(body.bytes).toBeLessThan(Buffer.byteLength(html) * 1.5)
  })

  test('a body holding a NUL byte gets no slots (its pieces could reach into one)', () => {
    const nonce = mintCspNonce()
    expect(pageBodyWithNonceSlots(Buffer.from(`<p>\u0000</p>${nonce}`), nonce)).toBeUndefined()
  })

  test('a nonce of another length cannot fill the gzip slots', () => {
    expect(() => gzipChunks(body, 'short')).toThrow(/as long as/)
  })
})
