import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import type { PostSummary } from '../../contracts/content/schemas.ts'
import { postFilterOf } from './post-filter.ts'
import type { ArticleSummariesBlock } from './schema.ts'

/** What an article card shows of a post. */
export type ShownSummary = Pick<PostSummary, 'id' | 'title' | 'excerpt' | 'publishedAt' | 'image'>

/** The summaries a block shows: the first `limit` of its source (featured, an author's, or picked by name). */
export const summariesQuery = (locale: Locale, { source, limit }: Pick<ArticleSummariesBlock, 'source' | 'limit'>) =>
  derivedContentQuery(['article-summaries', locale, source, limit], async (queryClient) => {
    const summaries = await queryClient.ensureQueryData(
      source.kind === 'featured'
        ? contentQueries.featuredArticleSummaries(locale)
        : contentQueries.postSummaries(locale, postFilterOf(source)),
    )
    return summaries.slice(0, limit).map(
      ({ id, title, excerpt, publishedAt, image }): ShownSummary => ({
        id,
        title,
        excerpt,
        publishedAt,
        image,
      }),
    )
  })
