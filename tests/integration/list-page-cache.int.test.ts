// The page cache and a filtered list (docs/decisions/079), over real HTTP against the production
// server: a filtered URL is an entry of its own, answered for its parameters in any order and with
// campaign parameters beside them; a gclid-only landing is the unfiltered page's entry; a publish of
// the page drops its filtered variants too.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'
import { getPage, retitled, revalidate, testRevalidateSecret } from '../support/revalidation.ts'
import { startCms } from '../support/site-process.ts'

let cms: Awaited<ReturnType<typeof startCms>>
let server: ProductionServer

beforeAll(async () => {
  cms = await startCms()
  server = await startProductionServer({
    stderr: 'pipe',
    env: {
      PAGE_CACHE_SECONDS: '600',
      CONTENT_CACHE_MAX_AGE: '600',
      SENTRY_DSN: '',
      CONTENT_API_URL: cms.url,
      REVALIDATE_SECRET: testRevalidateSecret,
    },
  })
}, 90_000)

afterAll(async () => {
  await server?.stop()
  await cms?.close()
})

// A render's Age counts from its start, and a cold render on a busy machine can take a second: an
// answer at least three seconds old was rendered before the wait.
const pastThreeSeconds = () => new Promise((resolve) => setTimeout(resolve, 3_100))
const productIds = (html: string) => [...html.matchAll(/data-product-id="([^"]+)"/g)].map((match) => match[1])
const list = '/echtgeld-casinos/'

test('a filtered list is one cache entry for its parameters in any order; a gclid landing is the plain page', async () => {
  const filtered = await getPage(`${server.url}${list}?payment=trustly&feature=live&sort=wagering&maxWagering=35`)
  const plain = await getPage(`${server.url}${list}`)
  expect(filtered.status).toBe(200)
  expect(productIds(filtered.html).length).toBeGreaterThan(0)
  expect(productIds(filtered.html)).not.toEqual(productIds(plain.html))
  expect(filtered.html).toContain('<meta name="robots" content="noindex,follow"')
  expect(plain.html).toContain('<meta name="robots" content="index,follow"')
  await pastThreeSeconds()

  // Another order, a campaign's parameters and a bad value: the same entry, rendered before the wait.
  const reordered = await getPage(
    `${server.url}${list}?sort=wagering&gclid=Cj0-unique&maxWagering=35&utm_source=x&feature=live&sort=nope&payment=trustly&maxMinDeposit=lots`,
  )
  expect(reordered.age).toBeGreaterThanOrEqual((filtered.age ?? 0) + 3)
  expect(productIds(reordered.html)).toEqual(productIds(filtered.html))

  const landing = await getPage(`${server.url}${list}?gclid=Cj0-another&utm_campaign=y`)
  expect(landing.age).toBeGreaterThanOrEqual((plain.age ?? 0) + 3)
  expect(productIds(landing.html)).toEqual(productIds(plain.html))
  expect(landing.html).toContain('<meta name="robots" content="index,follow"')
}, 60_000)

test("a publish of the page drops its filtered variants: the next answer is the CMS's new version", async () => {
  const url = `${server.url}${list}?sort=rating&noDeposit=true`
  const before = await getPage(url)
  cms.edit(retitled(list, 'Echtgeld Casinos: gefiltert neu'))
  // Until the publish, the variant is the page it was rendered as.
  expect((await getPage(url)).title).toBe(before.title)
  expect((await revalidate(server.url, { collection: 'pages', paths: [list] })).status).toBe(204)
  expect((await getPage(url)).title).toBe('Echtgeld Casinos: gefiltert neu')
}, 60_000)
