// An editor moves a page in the real CMS (Payload, cms/) and the site reading it (CMS_URL) follows:
// the old path answers 301 to the new one with the visitor's query, the new path serves the page
// (its own canonical, kept by the page cache like any page, its later publishes on the site at
// once), the sitemap lists the new path only, a visitor clicking an old link in the browser lands
// on the page, and the editor previews the page's draft at its new path.
import { expect, test } from '@playwright/test'
import { logIn, pageId, publish } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import { necessaryOnlyConsent } from '../support/fixtures.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import { previewUrl } from '../support/preview-link.ts'
import type { SiteProcess } from '../support/site-process.ts'

const from = '/casino-boni/'
const to = '/casino-bonus/'
const heading = 'Casino Boni im Vergleich: fair bewertet statt groß versprochen'
/** The hero's heading an editor publishes at the new path. */
const publishedHeading = 'Casino Boni 2026: alle Angebote geprüft'
const canonicalOf = (path: string) => `https://www.casinokompass.de${path}`

let cms: PayloadCms
let site: SiteProcess

// A publish waits for the site to drop what it changed, which on a busy machine takes seconds.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
})

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: 'manual' })
const sitemap = async () => (await get('/sitemap.xml')).text()

test('an editor moves a page: 301 from the old path, the page at the new one, the sitemap names only the new one', async ({
  page,
}) => {
  // The page is on the site, and in the page cache, before the move.
  expect((await get(from)).status).toBe(200)
  expect((await get(from)).headers.get('age')).not.toBeNull()
  expect(await sitemap()).toContain(`<loc>${canonicalOf(from)}</loc>`)

  await logIn(page, cms.url)
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId(cms.url, from)}`)
  await page.locator('#field-path').fill(to)
  expect((await publish(page)).status()).toBe(200)

  const old = await get(`${from}?utm_source=newsletter`)
  expect(old.status).toBe(301)
  expect(old.headers.get('location')).toBe(`${to}?utm_source=newsletter`)

  const moved = await get(to)
  expect(moved.status).toBe(200)
  const html = await moved.text()
  expect(html).toContain(heading)
  expect(html).toContain(`<link rel="canonical" href="${canonicalOf(to)}"`)
  // Its breadcrumb ends at the new path.
  expect(html).toContain(`"item":"${canonicalOf(to)}"`)
  // Kept by the page cache like every page.
  expect((await get(to)).headers.get('age')).not.toBeNull()

  const urls = await sitemap()
  expect(urls).toContain(`<loc>${canonicalOf(to)}</loc>`)
  expect(urls).not.toContain(`<loc>${canonicalOf(from)}</loc>`)
})

test('a publish at the new path is on the site at once, though the page there was cached', async ({ page }) => {
  expect(await (await get(to)).text()).not.toContain(publishedHeading)
  await logIn(page, cms.url)
  await page.goto(`${cms.url}/admin/collections/pages/${await pageId(cms.url, to)}`)
  await page.locator('[name="blocks.0.heading"]').fill(publishedHeading)
  expect((await publish(page)).status()).toBe(200)
  await expect.poll(async () => (await get(to)).text(), { timeout: 5_000 }).toContain(publishedHeading)
})

test('a visitor following an old link in the browser lands on the page at its new path', async ({ browser }) => {
  const context = await browser.newContext()
  await context.addCookies([
    { name: 'consent', value: encodeURIComponent(JSON.stringify(necessaryOnlyConsent)), url: site.url },
  ])
  const page = await context.newPage()
  await page.goto(`${site.url}/neue-casinos/`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The call to action still links the old path: the app's own navigation follows the redirect.
  await page.getByRole('link', { name: 'Zum Bonusvergleich' }).click()
  await expect(page).toHaveURL(`${site.url}${to}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishedHeading)
  await context.close()
})

test("the editor's draft of the moved page previews at its new path; the public page stays as published", async () => {
  const draftHeading = 'Entwurf: Boni neu sortiert'
  const api = `${cms.url}/api/pages/${await pageId(cms.url, to)}`
  const headers = cms.adminHeaders
  const draft = (await (await fetch(`${api}?depth=0&draft=true`, { headers })).json()) as {
    blocks: Record<string, unknown>[]
  }
  const [hero, ...rest] = draft.blocks
  const saved = await fetch(`${api}?depth=0&draft=true&autosave=true`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ _status: 'draft', blocks: [{ ...hero, heading: draftHeading }, ...rest] }),
  })
  expect(saved.status).toBe(200)
  const preview = await get(previewUrl(to))
  expect(preview.status).toBe(200)
  expect(preview.headers.get('cache-control')).toBe('no-store')
  expect(await preview.text()).toContain(draftHeading)
  expect(await (await get(to)).text()).not.toContain(draftHeading)
})
