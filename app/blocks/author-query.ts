import type { Locale } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import { derivedContentQuery } from '../api/content/derived-query.ts'

/** One author of the authors collection (null when the CMS has none with that id): bylines and author boxes. */
export const authorQuery = (locale: Locale, authorId: string) =>
  derivedContentQuery(
    ['author', locale, authorId],
    async (queryClient) =>
      (await queryClient.ensureQueryData(contentQueries.authors(locale))).find((author) => author.id === authorId) ??
      null,
  )
