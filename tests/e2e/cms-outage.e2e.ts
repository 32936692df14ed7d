// A CMS outage, over real HTTP: the production build runs against an external CMS (CONTENT_API_URL)
// that first answers, then fails with 500, then is gone altogether, then comes back. Pages fetched
// before stay up from the site's cache (stale-if-error); a page never fetched answers 503 with the
// error page and Retry-After; the server keeps running and recovers without a restart.
import { expect, test } from '../support/fixtures.ts'
import { type SiteProcess, startCms, startSite } from '../support/site-process.ts'

let cms: Awaited<ReturnType<typeof startCms>>
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  cms = await startCms()
  // Answers stay fresh for one second, so the outage below meets stale ones. The page cache is off:
  // it would answer the known pages by itself, and this is about the content cache underneath.
  site = await startSite({ CONTENT_API_URL: cms.url, CONTENT_CACHE_MAX_AGE: '1', PAGE_CACHE_SECONDS: '0' })
})

test.afterAll(async () => {
  site?.stop()
  await cms?.close()
})

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]

async function get(path: string) {
  const response = await fetch(`${site.url}${path}`)
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  }
}

const stale = () => new Promise((resolve) => setTimeout(resolve, 1100))

for (const outage of ['answering 500', 'stopped'] as const) {
  test(`CMS ${outage}: known pages are served stale, a new one is 503 with Retry-After, then it recovers`, async ({
    page,
  }) => {
    const before = await get('/')
    expect(before.status).toBe(200)
    const frontpageHeading = heading(before.html)
    expect(frontpageHeading).toBeTruthy()
    expect((await get('/neue-casinos/')).status).toBe(200)

    if (outage === 'stopped') await cms.stop()
    else cms.failWhen(() => true)
    await stale()

    for (const path of ['/', '/neue-casinos/']) {
      const during = await get(path)
      expect(during.status, path).toBe(200)
      expect(during.html).toContain('data-product-id')
    }
    expect(heading((await get('/')).html)).toBe(frontpageHeading)

    const fresh = outage === 'stopped' ? '/live-casinos/' : '/mobile-casinos/'
    const unavailable = await get(fresh)
    expect(unavailable.status).toBe(503)
    expect(Number(unavailable.retryAfter)).toBeGreaterThan(0)
    // No cache in front may keep the outage page once the CMS is back.
    expect(unavailable.cacheControl).toBe('no-store')
    expect(unavailable.html).toContain('data-status-code="503"')

    // The same page in Chromium: the site's error page, hydrated, with a way home.
    const response = await page.goto(`${site.url}${fresh}`)
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Unavailable')
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible()

    if (outage === 'stopped') await cms.start()
    else cms.failWhen(() => false)
    expect(site.process.exitCode).toBeNull()
    await expect.poll(async () => (await get(fresh)).status).toBe(200)
    expect((await get('/')).status).toBe(200)
  })
}
