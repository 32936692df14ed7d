// Turns validated content into store rows: one JSON row per entry, in list order, with the HTML
// of pages, posts and casino reviews' blocks sanitised (so every reader gets safe markup without
// paying for it per request).
import { type CollectionName, componentsId, entryId, listCollections, type SiteContent } from './collections.server.ts'
import type { ContentRow } from './content-store.server.ts'
import { byPublishedAtDesc } from './post-summaries.server.ts'
import { sanitizeDocumentHtml, sanitizeEntryHtml } from './sanitize-rich-text.server.ts'

export type ContentRows = {
  /** Every (collection, locale) the site has, including empty ones: they answer [] rather than 404. */
  collections: Array<{ collection: CollectionName; locale: string }>
  rows: ContentRow[]
}

export function toContentRows(content: SiteContent): ContentRows {
  const result: ContentRows = { collections: [], rows: [] }
  const add = (collection: CollectionName, locale: string, entries: ReadonlyArray<{ id: string; value: unknown }>) => {
    result.collections.push({ collection, locale })
    for (const [position, { id, value }] of entries.entries())
      result.rows.push({ collection, locale, id, position, json: JSON.stringify(value) })
  }
  for (const [locale, localeContent] of content.locales) {
    for (const collection of listCollections) {
      const entries: readonly object[] | undefined = localeContent[collection]
      if (entries)
        add(
          collection,
          locale,
          entries.map((value, position) => ({
            id: entryId(collection, value, position),
            value: sanitizeEntryHtml(value),
          })),
        )
    }
    if (localeContent.components) add('components', locale, [{ id: componentsId, value: localeContent.components }])
    if (localeContent.pages)
      add(
        'pages',
        locale,
        localeContent.pages.map(({ document }) => ({ id: document.path, value: sanitizeDocumentHtml(document) })),
      )
    if (localeContent.drafts)
      add(
        'page-drafts',
        locale,
        localeContent.drafts.map(({ document }) => ({ id: document.path, value: sanitizeDocumentHtml(document) })),
      )
    if (localeContent.posts)
      add(
        'posts',
        locale,
        localeContent.posts
          .map(({ document }) => document)
          .sort(byPublishedAtDesc)
          .map((post) => ({ id: post.id, value: sanitizeDocumentHtml(post) })),
      )
  }
  return result
}
