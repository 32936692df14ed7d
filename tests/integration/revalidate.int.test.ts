// POST /api/revalidate over real HTTP against the production build, in front of a CMS (the
// stand-in of tests/support/site-process.ts, whose answers the test edits as an editor publishes).
// Both caches keep everything for ten minutes here, so only a purge can bring a change in time.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorMessages } from '../../app/contracts/error-messages.ts'
import { signRevalidation } from '../../app/server/revalidate/revalidate-signature.server.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'
import { getPage, retitled, revalidate, sendRevalidation, testRevalidateSecret } from '../support/revalidation.ts'
import { startCms } from '../support/site-process.ts'

const keptLong = { PAGE_CACHE_SECONDS: '600', CONTENT_CACHE_MAX_AGE: '600', SENTRY_DSN: '' }
const pastOneSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100))

let cms: Awaited<ReturnType<typeof startCms>>
let site: ProductionServer

beforeAll(async () => {
  cms = await startCms()
  site = await startProductionServer({
    stderr: 'pipe',
    env: { ...keptLong, CONTENT_API_URL: cms.url, REVALIDATE_SECRET: testRevalidateSecret },
  })
}, 60_000)

afterAll(async () => {
  await site?.stop()
  await cms?.close()
})

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; field?: string } }).error

describe('a signed publish', () => {
  test("drops the page it names: the next request renders it with the CMS's new content; other pages stay", async () => {
    const before = await getPage(`${site.url}/casino-boni/`)
    expect(before.status).toBe(200)
    await getPage(`${site.url}/freispiele/`)
    await pastOneSecond()
    cms.edit(retitled('/casino-boni/', 'Casino Boni: frisch veröffentlicht'))
    // Without a purge the site goes on serving what it has.
    const cached = await getPage(`${site.url}/casino-boni/`)
    expect(cached.title).toBe(before.title)
    expect(cached.age).toBeGreaterThanOrEqual(1)

    const response = await revalidate(site.url, { collection: 'pages', paths: ['/casino-boni/'] })
    expect(response.status).toBe(204)

    const after = await getPage(`${site.url}/casino-boni/?gclid=campaign`)
    expect(after.title).toBe('Casino Boni: frisch veröffentlicht')
    expect(after.age).toBe(0)
    expect((await getPage(`${site.url}/freispiele/`)).age).toBeGreaterThanOrEqual(1)
  })

  test('of a changed casino drops the casinos and the pages that list them', async () => {
    const products = (await (await fetch(`${site.url}/api/content/products?locale=de-DE`)).json()) as {
      name: string
      features?: string[]
    }[]
    // One casino the front page lists (the first) and one only the new casinos' page lists.
    const [first] = products
    const fresh = products.find((product) => product.features?.includes('new'))
    if (!first || !fresh) throw new Error('the site lists casinos, some of them new')
    const renamed = new Map([
      [first.name, 'Umbenanntes Casino'],
      [fresh.name, 'Umbenanntes neues Casino'],
    ])
    expect((await getPage(`${site.url}/`)).html).toContain(first.name)
    expect((await getPage(`${site.url}/neue-casinos/`)).html).toContain(fresh.name)
    cms.edit((url, data) =>
      url.pathname.endsWith('/content/products')
        ? (data as { name: string }[]).map((product) => ({
            ...product,
            name: renamed.get(product.name) ?? product.name,
          }))
        : data,
    )
    expect((await getPage(`${site.url}/`)).html).not.toContain('Umbenanntes Casino')

    expect((await revalidate(site.url, { collection: 'products', ids: ['12'] })).status).toBe(204)

    expect((await getPage(`${site.url}/`)).html).toContain('Umbenanntes Casino')
    expect((await getPage(`${site.url}/neue-casinos/`)).html).toContain('Umbenanntes neues Casino')
  })
})

describe('refused', () => {
  test('a wrong signature: 403, and the cached page stays', async () => {
    await getPage(`${site.url}/live-casinos/`)
    await pastOneSecond()
    cms.edit(retitled('/live-casinos/', 'Nicht freigegeben'))
    const forged = await revalidate(site.url, { collection: 'pages', paths: ['/live-casinos/'] }, { secret: 'guessed' })
    expect(forged.status).toBe(403)
    expect((await errorOf(forged)).message).toBe(errorMessages.revalidateRefused['bad-signature'])
    const unsigned = await revalidate(site.url, { collection: 'pages', paths: ['/live-casinos/'] }, { signature: null })
    expect(unsigned.status).toBe(403)
    const page = await getPage(`${site.url}/live-casinos/`)
    expect(page.title).not.toBe('Nicht freigegeben')
    expect(page.age).toBeGreaterThanOrEqual(1)
  })

  test('a sentAt more than five minutes old: 403 as a replay', async () => {
    const sentAt = new Date(Date.now() - 6 * 60_000).toISOString()
    const replayed = await revalidate(site.url, { collection: 'pages', paths: ['/'], sentAt })
    expect(replayed.status).toBe(403)
    expect((await errorOf(replayed)).message).toBe(errorMessages.revalidateRefused.replay)
  })

  test('a signed garbage body: 400; a body that is not the contract: 400 naming the field', async () => {
    const garbage = '{"collection": pages'
    const notJson = await sendRevalidation(site.url, garbage, signRevalidation(testRevalidateSecret, garbage))
    expect(notJson.status).toBe(400)
    const wrongField = await revalidate(site.url, { collection: 'casinos' })
    expect(wrongField.status).toBe(400)
    expect((await errorOf(wrongField)).field).toBe('collection')
  })

  test('every request, on a server without REVALIDATE_SECRET: 403', async () => {
    const unsecured = await startProductionServer({ stderr: 'pipe', env: { ...keptLong, CONTENT_API_URL: cms.url } })
    try {
      const response = await revalidate(unsecured.url, { collection: 'pages', paths: ['/'] })
      expect(response.status).toBe(403)
      expect((await errorOf(response)).message).toBe(errorMessages.revalidateRefused.off)
    } finally {
      await unsecured.stop()
    }
  }, 60_000)
})
