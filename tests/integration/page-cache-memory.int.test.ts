// The page cache's memory bound, measured rather than counted: a real page of the production build
// (its HTML and policy as served) is kept under hundreds of keys, and the process's memory after
// garbage collection may grow by the bound and a fifth more, no further. Measured in-process, where
// a collection can be forced: the server's RSS also holds the renders' garbage, which V8 frees when
// it likes (tens of MiB either way from one run to the next; bench/server-faults.bench.ts reports it).

import { randomUUID } from 'node:crypto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cacheablePageRequest } from '../../app/server/page-request.server.ts'
import { mintCspNonce } from '../../app/server/runtime/mint-csp-nonce.server.ts'
import { withPageCache } from '../../server/page-cache/page-cache.ts'
import { allGrantedConsent } from '../support/fixtures.ts'
import { doorOf } from '../support/page-request-door.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

let server: ProductionServer
let served: { html: string; headers: [string, string][]; nonce: string }

beforeAll(async () => {
  server = await startProductionServer({ stderr: 'pipe', env: { SENTRY_DSN: '', PAGE_CACHE_SECONDS: '0' } })
  const response = await fetch(`${server.url}/`)
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
  // fetch has decoded the gzip answer: the headers of the encoding go with it.
  const headers = [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length')
  served = { html: await response.text(), headers, nonce }
  // Without them the page would be a stand-in, not what the cache keeps.
  expect(nonce).not.toBe('')
  expect(served.html.split(nonce).length).toBeGreaterThan(10)
  expect(served.html.length).toBeGreaterThan(50_000)
}, 60_000)

afterAll(() => server?.stop())

/** Live memory: collected, and again once the finalizers have run (a spent fetch body's buffers
 *  are freed by undici's FinalizationRegistry, a task after the collection that found them). */
async function heldBytes(): Promise<number> {
  collectGarbage()
  await new Promise((resolve) => setTimeout(resolve, 200))
  collectGarbage()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

test('hundreds of distinct pages hold the bound, and no more than a fifth beyond it', async () => {
  const maxBytes = 16 * 1024 * 1024
  const { answer } = withPageCache({
    // Each render is the served page with its own nonce, as the app renders it.
    render: async () => {
      const nonce = mintCspNonce()
      return new Response(served.html.replaceAll(served.nonce, nonce), {
        headers: served.headers.map(([name, value]) => [name, value.replaceAll(served.nonce, nonce)]),
      })
    },
    deliver: (_, response) => response,
    ttlSeconds: 60,
    maxBytes,
    pageRequest: cacheablePageRequest,
    mintNonce: mintCspNonce,
  })
  // Each visitor of a class of their own (a policy revision nobody else has: what a forged cookie
  // could bring), so each one's page is kept apart.
  let revision = 0
  const visit = async () => {
    revision += 1
    const record = { ...allGrantedConsent, id: randomUUID(), policyRevision: revision }
    const consent = encodeURIComponent(JSON.stringify(record))
    const request = new Request('http://localhost/', { headers: { cookie: `consent=${consent}` } })
    const response = await answer(request, await doorOf(request))
    expect(response.status).toBe(200)
  }
  const before = await heldBytes()
  // Four times what the bound holds: the cache is at its bound, evicting.
  const pages = 4 * Math.ceil(maxBytes / Buffer.byteLength(served.html))
  for (let page = 0; page < pages; page++) await visit()
  const grown = (await heldBytes()) - before
  console.log(
    `${pages} pages of ${(Buffer.byteLength(served.html) / 1024).toFixed(0)} KiB under a bound of ${maxBytes / 2 ** 20} MiB: ${(grown / 2 ** 20).toFixed(1)} MiB held`,
  )
  expect(grown).toBeGreaterThan(maxBytes * 0.5)
  expect(grown).toBeLessThanOrEqual(maxBytes * 1.2)
})
