// Made-up paths against the production server in front of an external CMS (its stand-in on a
// port of its own, counting what it is sent): a 404 of the CMS is believed for a few seconds, so a
// script requesting random entries and pages of the content API reaches the CMS once per path and
// period, not once per request.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SiteProcess, startCms, startSite } from '../support/site-process.ts'

let cms: Awaited<ReturnType<typeof startCms>>
let site: SiteProcess

beforeAll(async () => {
  cms = await startCms()
  site = await startSite({ CONTENT_API_URL: cms.url, PAGE_CACHE_SECONDS: '0' })
}, 60_000)

afterAll(async () => {
  site?.stop()
  await cms?.close()
})

const madeUp = () => [
  `/api/content/products/${randomUUID()}?locale=de-DE`,
  `/api/content/pages?locale=de-DE&path=/${randomUUID()}/`,
]

test('a hundred requests for made-up entries and pages reach the CMS once per path', async () => {
  const paths = Array.from({ length: 10 }, madeUp).flat()
  const before = cms.asked.length
  const statuses: number[] = []
  for (let sent = 0; sent < 100; sent++) {
    const response = await fetch(`${site.url}${paths[sent % paths.length]}`)
    statuses.push(response.status)
    await response.arrayBuffer()
  }
  expect(statuses).toEqual(Array(100).fill(404))
  expect(cms.asked.length - before).toBe(paths.length)
}, 60_000)

test('the same unknown path twice within seconds reaches the CMS once', async () => {
  for (const path of madeUp()) {
    const before = cms.asked.length
    expect((await fetch(`${site.url}${path}`)).status).toBe(404)
    expect((await fetch(`${site.url}${path}`)).status).toBe(404)
    const asked = cms.asked.slice(before)
    expect(asked).toHaveLength(1)
    expect(asked[0]?.pathname).toBe(new URL(path, site.url).pathname)
  }
}, 30_000)
