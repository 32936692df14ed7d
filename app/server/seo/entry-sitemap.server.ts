// The pages of content entries in the sitemap: every entry of each kind the site has pages for
// (entryPaths in app.config.ts), at its canonical URL, with the date its content says it changed
// when it says one. Read from the same content source as the pages; a publish drops the same list
// of pages from the page cache (app/server/revalidate).
import type { EntryPageType, Locale, Website } from '../../../app.config.ts'
import type { ContentQuery } from '../../contracts/content/content-query.ts'
import {
  authorSchema,
  gameProviderSchema,
  paymentProviderSchema,
  postSchema,
  postSummarySchema,
  productSchema,
  slotSchema,
} from '../../contracts/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import type { ContentSource } from '../content/content-source.server.ts'

/** One entry page: its slug, the date it last changed (if its content has one), and whether it may be indexed. */
type ListedEntry = { slug: string; lastmod?: string; noIndex?: boolean }
type Read = <T>(query: ContentQuery, schema: z.ZodMiniType<T>) => Promise<T | undefined>

const newest = (dates: readonly string[]) =>
  dates.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined)

const postSummariesSchema = z.array(postSummarySchema)

/** The entries of a list collection, each a page without a date of its own. */
const undated =
  <T extends { id: string }>(collection: 'game-providers' | 'payment-providers' | 'slots', schema: z.ZodMiniType<T>) =>
  async (read: Read, locale: Locale): Promise<ListedEntry[]> =>
    ((await read({ kind: 'list', collection, locale }, z.array(schema))) ?? []).map((entry) => ({ slug: entry.id }))

/** Each kind's entries: a new kind of entry page is a compile error until the sitemap lists it. */
const entryLists: Record<EntryPageType, (read: Read, locale: Locale) => Promise<ListedEntry[]>> = {
  Article: async (read, locale) => {
    const summaries = (await read({ kind: 'post-summaries', locale, featured: false }, postSummariesSchema)) ?? []
    const posts = await Promise.all(
      summaries.map((summary) => read({ kind: 'item', collection: 'posts', id: summary.id, locale }, postSchema)),
    )
    return posts.flatMap((post) =>
      post ? [{ slug: post.name, lastmod: post.updatedAt, noIndex: post.meta.noIndex }] : [],
    )
  },
  Author: async (read, locale) => {
    const [authors, summaries] = await Promise.all([
      read({ kind: 'list', collection: 'authors', locale }, z.array(authorSchema)),
      read({ kind: 'post-summaries', locale, featured: false }, postSummariesSchema),
    ])
    // An author's page changes when they publish.
    return (authors ?? []).map((author) => ({
      slug: author.id,
      lastmod: newest((summaries ?? []).filter((post) => post.authorId === author.id).map((post) => post.publishedAt)),
    }))
  },
  GameProvider: undated('game-providers', gameProviderSchema),
  PaymentProvider: undated('payment-providers', paymentProviderSchema),
  Slot: undated('slots', slotSchema),
  CasinoReview: async (read, locale) =>
    ((await read({ kind: 'list', collection: 'products', locale }, z.array(productSchema))) ?? []).map((product) => ({
      slug: product.id,
      lastmod: product.review?.reviewedAt,
    })),
}

/** Every entry page of a locale with its path, as the content source lists the entries now. */
async function listEntryPages(website: Website, locale: Locale, source: ContentSource) {
  const read: Read = async (query, schema) => {
    const body = await source.read(query)
    return body && schema.safeParse(JSON.parse(body.json)).data
  }
  const kinds = Object.keys(website.entryPaths) as EntryPageType[]
  const lists = await Promise.all(
    kinds.map(async (kind) => (await entryLists[kind](read, locale)).map((entry) => ({ kind, ...entry }))),
  )
  return lists.flat().flatMap((entry) => {
    const path = entryPath(website, entry.kind, locale, entry.slug)
    return path === undefined ? [] : [{ ...entry, path }]
  })
}

/** The sitemap's entries of the entry pages that may be indexed. */
export async function entrySitemapEntries(website: Website, locale: Locale, source: ContentSource) {
  return (await listEntryPages(website, locale, source)).flatMap(({ path, lastmod, noIndex }) =>
    noIndex ? [] : [{ loc: new URL(path, website.url).href, lastmod, alternates: [] }],
  )
}

/** The paths of every entry page of a locale: what a publish of their content drops from the page cache. */
export async function entryPagePaths(website: Website, locale: Locale, source: ContentSource): Promise<string[]> {
  return (await listEntryPages(website, locale, source)).map(({ path }) => path)
}
