// Redirects as a visitor and a crawler meet them, on the production server reading a CMS: a path
// the site's redirects name answers 301 to where the page is now, with its query; a page the CMS
// moved answers 301 at once after the publish, though its old page was in the page cache; chains
// end in one hop; and no redirect ever leads off the site.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { revalidate, testRevalidateSecret } from '../support/revalidation.ts'
import { type SiteProcess, startCms, startSite } from '../support/site-process.ts'

let cms: Awaited<ReturnType<typeof startCms>>
let site: SiteProcess

beforeAll(async () => {
  cms = await startCms()
  site = await startSite({ CONTENT_API_URL: cms.url, REVALIDATE_SECRET: testRevalidateSecret })
}, 60_000)

afterAll(async () => {
  site?.stop()
  await cms?.close()
})

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: 'manual' })
type Redirect = { id: string; from: string; to: string }

/** The CMS's redirects become these, published. */
async function publishRedirects(redirects: Redirect[]) {
  cms.edit((url, data) => (url.pathname.endsWith('/content/redirects') ? redirects : data))
  expect((await revalidate(site.url, { collection: 'redirects', ids: redirects.map((r) => r.id) })).status).toBe(204)
}

test('a redirected path answers 301 to its page, keeping the query; the page itself answers 200', async () => {
  const response = await get('/datenschutz/?utm_source=newsletter')
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe('/privacy-policy/?utm_source=newsletter')
  expect((await get('/privacy-policy/')).status).toBe(200)
  expect((await get('/nie-gewesen/')).status).toBe(404)
})

test('a page moved in the CMS answers 301 from its old path at once, though the old page was cached', async () => {
  expect((await get('/casino-boni/')).status).toBe(200)
  expect((await get('/casino-boni/')).headers.get('age')).not.toBeNull()
  // The editor moves the page: the CMS has no page at the old path and a redirect to the new one.
  cms.goneWhen((url) => url.pathname.endsWith('/content/pages') && url.searchParams.get('path') === '/casino-boni/')
  await publishRedirects([
    { id: 'datenschutz', from: '/datenschutz/', to: '/privacy-policy/' },
    { id: 'casino-boni', from: '/casino-boni/', to: '/casino-willkommenstbonus/' },
  ])
  expect((await revalidate(site.url, { collection: 'pages', paths: ['/casino-boni/'] })).status).toBe(204)
  const response = await get('/casino-boni/')
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe('/casino-willkommenstbonus/')
  cms.goneWhen(() => false)
})

test('a chain answers one 301 to its end; a loop is not found', async () => {
  await publishRedirects([
    { id: 'erste', from: '/bonus-alt/', to: '/bonus-neu/' },
    { id: 'zweite', from: '/bonus-neu/', to: '/freispiele/' },
    { id: 'hin', from: '/hin/', to: '/her/' },
    { id: 'her', from: '/her/', to: '/hin/' },
  ])
  const response = await get('/bonus-alt/')
  expect(response.status).toBe(301)
  expect(response.headers.get('location')).toBe('/freispiele/')
  expect((await get('/hin/')).status).toBe(404)
})

test('a redirect off the site is refused: the last good redirects stay in force', async () => {
  await publishRedirects([{ id: 'erste', from: '/bonus-alt/', to: '/freispiele/' }])
  cms.edit((url, data) =>
    url.pathname.endsWith('/content/redirects')
      ? [
          { id: 'weg', from: '/weg/', to: 'https://evil.example/' },
          { id: 'weg2', from: '/weg2/', to: '//evil.example/' },
        ]
      : data,
  )
  expect((await revalidate(site.url, { collection: 'redirects', ids: ['weg'] })).status).toBe(204)
  for (const path of ['/weg/', '/weg2/']) {
    const response = await get(path)
    expect(response.status, path).toBe(404)
    expect(response.headers.get('location'), path).toBeNull()
  }
  expect((await get('/bonus-alt/')).headers.get('location')).toBe('/freispiele/')
})
