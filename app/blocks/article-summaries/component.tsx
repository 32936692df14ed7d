import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import type { PostSummary } from '../../api/content/schemas.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { BlockSection, Subheading } from '../ui/block-section.tsx'
import { formatDate } from '../ui/format.ts'
import { postFilterOf } from './post-filter.ts'
import type { ArticleSummariesBlock } from './schema.ts'

type Props = BlockComponentProps<ArticleSummariesBlock>

export function ArticleSummaries({ block, context }: Props) {
  return (
    <BlockSection heading={block.heading} className="article-summaries">
      {block.source.kind === 'featured' ? (
        <FeaturedSummaries locale={context.locale} limit={block.limit} />
      ) : (
        <FilteredSummaries source={block.source} locale={context.locale} limit={block.limit} />
      )}
    </BlockSection>
  )
}

// Featured and filtered summaries come from two endpoints with differently keyed queries.
function FeaturedSummaries({ locale, limit }: { locale: Locale; limit: number }) {
  const { data } = useSuspenseQuery(contentQueries.featuredArticleSummaries(locale))
  return <SummaryCards summaries={data.slice(0, limit)} locale={locale} />
}

type FilteredProps = { source: Parameters<typeof postFilterOf>[0]; locale: Locale; limit: number }

function FilteredSummaries({ source, locale, limit }: FilteredProps) {
  const { data } = useSuspenseQuery(contentQueries.postSummaries(locale, postFilterOf(source)))
  return <SummaryCards summaries={data.slice(0, limit)} locale={locale} />
}

function SummaryCards({ summaries, locale }: { summaries: PostSummary[]; locale: Locale }) {
  if (summaries.length === 0)
    return (
      <p className="empty-state">
        <Trans>Hier erscheinen bald unsere Ratgeber-Artikel.</Trans>
      </p>
    )
  return (
    <ul className="card-grid">
      {summaries.map((summary) => (
        <li key={summary.id}>
          <ArticleCard summary={summary} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

function ArticleCard({ summary, locale }: { summary: PostSummary; locale: Locale }) {
  return (
    <article className="article-card">
      {summary.image && (
        <img
          className="article-card__image"
          src={summary.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      )}
      {/* Posts have no route yet, so the title is text rather than a link. */}
      <Subheading className="article-card__title">{summary.title}</Subheading>
      <p className="article-card__date">
        <time dateTime={summary.publishedAt}>{formatDate(summary.publishedAt, locale)}</time>
      </p>
      <p className="article-card__excerpt">{summary.excerpt}</p>
    </article>
  )
}
