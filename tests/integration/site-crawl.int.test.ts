// A crawler's walk through the German site: from / along every link, stylesheet, script, image
// and canonical or alternate link of every page it reaches (linkinator), on the production server.
// No link may be broken: every page, asset and #fragment answers. Click-outs (/go/, partners'
// sites and their redirects) and links off the site are not followed; the site's absolute URLs
// (canonical, hreflang) are read as the test server's.
import { LinkChecker, type LinkResult } from 'linkinator'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readsQuery } from '../../app/contracts/page-types.ts'
import { websiteById } from '../../app/site/website.ts'
import { germanCasinoSiteId } from '../../app.config.ts'
import { type SiteProcess, startCms, startSite } from '../support/site-process.ts'

const website = websiteById(germanCasinoSiteId)
let cms: Awaited<ReturnType<typeof startCms>>
let site: SiteProcess
let fromCms: SiteProcess

beforeAll(async () => {
  cms = await startCms()
  ;[site, fromCms] = await Promise.all([startSite({}), startSite({ CONTENT_API_URL: cms.url })])
}, 60_000)

afterAll(async () => {
  site?.stop()
  fromCms?.stop()
  await cms?.close()
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function crawl(siteUrl: string) {
  const result = await new LinkChecker().check({
    path: `${siteUrl}/`,
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 20_000,
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${escapeRegExp(new URL(website.url).origin)}`), replacement: siteUrl },
    ],
    linksToSkip: async (url) => !url.startsWith(siteUrl) || new URL(url).pathname.startsWith('/go/'),
  })
  const broken = result.links
    .filter((link: LinkResult) => link.state === 'BROKEN')
    .map((link: LinkResult) => `${link.status ?? '-'} ${link.url} (on ${link.parent ?? '-'})`)
  const pages = new Set(
    result.links
      .filter((link: LinkResult) => link.state === 'OK' && new URL(link.url).pathname.endsWith('/'))
      .map((link: LinkResult) => new URL(link.url).pathname),
  )
  return { broken, pages }
}

test('from /, every link of every page of the German site answers', async () => {
  const { broken, pages } = await crawl(site.url)
  expect(broken).toEqual([])
  // It walked the site, not one page: every page of the route table is reachable from /, but the
  // ones a visitor's choice makes (the comparison of the casinos they chose: noindex, no link without one).
  for (const route of website.routes.filter(({ meta }) => !readsQuery(meta.pageType)))
    expect(pages, route.path).toContain(route.path)
}, 180_000)

test('a link an editor breaks is found, wherever it is', async () => {
  // The footer's legal menu gains a link to a page that does not exist, and one to a missing anchor.
  cms.edit((url, data) =>
    url.pathname.endsWith('/menus')
      ? (data as { id: string; items: object[] }[]).map((menu) =>
          menu.id === 'legal'
            ? {
                ...menu,
                items: [
                  ...menu.items,
                  { label: 'Alt', href: '/agb/' },
                  { label: 'Anker', href: '/impressum/#gibt-es-nicht' },
                ],
              }
            : menu,
        )
      : data,
  )
  const { broken } = await crawl(fromCms.url)
  expect(broken.some((entry) => entry.startsWith(`404 ${fromCms.url}/agb/`))).toBe(true)
  expect(broken.some((entry) => entry.includes('/impressum/#gibt-es-nicht'))).toBe(true)
}, 180_000)
