import { describe, expect, test } from 'vitest'
import { germanCasinoSiteId } from '../../../app.config.ts'
import type { ContentQuery } from '../../contracts/content/content-query.ts'
import type { Author, Post } from '../../contracts/content/schemas.ts'
import { websiteById } from '../../site/website.ts'
import { type ContentSource, toContentBody } from '../content/content-source.server.ts'
import { entrySitemapEntries } from './entry-sitemap.server.ts'
import { urlsetXml } from './sitemap.server.ts'

const website = websiteById(germanCasinoSiteId)

const post = (name: string, authorId: string, updatedAt: string, noIndex = false): Post => ({
  id: name,
  name,
  title: name,
  excerpt: name,
  authorId,
  categoryId: 'recht',
  publishedAt: '2026-10-01',
  featured: false,
  meta: { title: name, description: name, noFollow: false, noIndex },
  updatedAt,
  blocks: [],
})
const author = (id: string): Author => ({ id, name: id, role: 'Redaktion', bio: 'Schreibt.', expertise: [] })

const posts = [post('ggl-whitelist', 'sabine', '2026-11-18'), post('entwurf', 'sabine', '2026-11-20', true)]
const authors = [author('sabine'), author('markus')]

/** A content source answering from the fixtures above, as the store does. */
const source: ContentSource = {
  async read(query: ContentQuery) {
    const answer =
      query.kind === 'post-summaries'
        ? posts.map(({ meta: _, updatedAt: __, blocks: ___, ...summary }) => summary)
        : query.kind === 'item' && query.collection === 'posts'
          ? posts.find((candidate) => candidate.id === query.id)
          : query.kind === 'list' && query.collection === 'authors'
            ? authors
            : undefined
    return answer === undefined ? undefined : toContentBody(JSON.stringify(answer))
  },
}

describe('entry pages in the sitemap', () => {
  test("lists every post's and author's page with its date, leaving out posts that ask not to be indexed", async () => {
    const entries = await entrySitemapEntries(website, 'de-DE', source)
    expect(entries).toEqual([
      { loc: 'https://www.casinokompass.de/ratgeber/ggl-whitelist/', lastmod: '2026-11-18', alternates: [] },
      { loc: 'https://www.casinokompass.de/autoren/sabine/', lastmod: '2026-10-01', alternates: [] },
      { loc: 'https://www.casinokompass.de/autoren/markus/', lastmod: undefined, alternates: [] },
    ])
  })

  test('an entry without a date is a <url> without <lastmod>', async () => {
    const xml = urlsetXml(await entrySitemapEntries(website, 'de-DE', source))
    expect(xml).toContain('<url><loc>https://www.casinokompass.de/autoren/markus/</loc></url>')
  })

  test('a site without entry pages lists none', async () => {
    expect(await entrySitemapEntries({ ...website, entryPaths: {} }, 'de-DE', source)).toEqual([])
  })
})
