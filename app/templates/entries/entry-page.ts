// What the pages of content entries share: the page an entry makes (meta and the blocks the
// template renders under its own header) and what its builder may read.
import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale, Website } from '../../../app.config.ts'
import { authorQuery } from '../../blocks/author-query.ts'
import type { Page } from '../../contracts/content/schemas.ts'
import type { Byline, EntrySubject } from '../../page/structured-data.ts'
import { entryPath } from '../../routing/entry-paths.ts'

/** The page of an entry, in the shape of a CMS page (a post has blocks; most kinds have none). */
export type EntryPage = Pick<Page, 'path' | 'meta' | 'blocks'>

export type EntryPageContext = { queryClient: QueryClient; locale: Locale; website: Website; i18n: I18n }

/** Builds an entry's page from its content; an unknown slug fails with a 404 ContentFetchError. */
export type EntryPageBuilder = (slug: string, context: EntryPageContext) => Promise<Omit<EntryPage, 'path'>>

/**
 * What an entry's page is about, for its structured data (app/page/structured-data.ts): read from
 * what the kind's load put in the query cache, so the loader calls it after loading.
 */
export type EntryStructuredData = (slug: string, context: Omit<EntryPageContext, 'i18n'>) => EntrySubject[]

/** The author a byline names, with their page, as the kind's load read them; undefined when the CMS has no such author. */
export function bylineOf(
  { queryClient, website, locale }: Omit<EntryPageContext, 'i18n'>,
  authorId: string,
): Byline | undefined {
  const author = queryClient.getQueryData(authorQuery(locale, authorId).queryKey)
  return author ? { author, path: entryPath(website, 'Author', locale, authorId) } : undefined
}

/** A description for the page's meta: the text's first sentences that fit a search result's snippet. */
export function metaDescription(text: string, maxLength = 160): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  const sentenceEnd = cut.lastIndexOf('. ')
  if (sentenceEnd > maxLength / 2) return cut.slice(0, sentenceEnd + 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** A title for the page's meta, cut at a word to the 70 characters search results show. */
export function metaTitle(title: string, maxLength = 70): string {
  if (title.length <= maxLength) return title
  const cut = title.slice(0, maxLength - 1)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

/** The entry slug an entry page's template renders; its route always carries one. */
export function requireSlug(slug: string | undefined): string {
  if (slug === undefined) throw new Error('An entry page needs the slug of its entry')
  return slug
}
