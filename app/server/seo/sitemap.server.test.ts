import { expect, test } from 'vitest'
import { germanCasinoSiteId } from '../../../app.config.ts'
import type { ContentQuery } from '../../contracts/content/content-query.ts'
import { websiteById } from '../../site/website.ts'
import { type ContentSource, toContentBody } from '../content/content-source.server.ts'
import { sitemapEntries } from './sitemap.server.ts'

const website = websiteById(germanCasinoSiteId)
const meta = { title: 't', description: 'd', noFollow: false, noIndex: false }

/** A content source with a page at each of the paths, and these redirects. */
const sourceWith = (pagePaths: readonly string[], redirects: { id: string; from: string; to: string }[]) =>
  ({
    async read(query: ContentQuery) {
      const answer =
        query.kind === 'page'
          ? pagePaths.includes(query.path)
            ? { path: query.path, meta, updatedAt: '2026-11-20', blocks: [] }
            : undefined
          : query.kind === 'list' && query.collection === 'redirects'
            ? redirects
            : undefined
      return answer === undefined ? undefined : toContentBody(JSON.stringify(answer))
    },
  }) satisfies ContentSource

const locs = async (source: ContentSource) =>
  (await sitemapEntries(website, 'de-DE', source)).map(({ loc }) => new URL(loc).pathname)

test("a page the CMS moved is listed where it is now, in its route's place, and not at its old path", async () => {
  const paths = await locs(
    sourceWith(
      ['/', '/casino-bonus/', '/freispiele/'],
      [{ id: 'casino-boni', from: '/casino-boni/', to: '/casino-bonus/' }],
    ),
  )
  expect(paths.slice(0, 3)).toEqual(['/', '/casino-bonus/', '/freispiele/'])
  expect(paths).not.toContain('/casino-boni/')
})

test('while the CMS still has the page at its route, the route path is listed whatever a redirect says', async () => {
  const paths = await locs(
    sourceWith(['/', '/casino-boni/'], [{ id: 'casino-boni', from: '/casino-boni/', to: '/casino-bonus/' }]),
  )
  expect(paths).toEqual(['/', '/casino-boni/'])
})
