import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { BlockSection, Subheading } from '../../ui/block-section.tsx'
import { formatDate } from '../../ui/format.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { ArticleSummariesBlock } from './schema.ts'
import { type ShownSummary, summariesQuery } from './summaries-query.ts'

type Props = BlockComponentProps<ArticleSummariesBlock>

export function ArticleSummaries({ block, context }: Props) {
  const { data: summaries } = useSuspenseQuery(summariesQuery(context.locale, block))
  return (
    <BlockSection heading={block.heading} className="article-summaries">
      <SummaryCards summaries={summaries} locale={context.locale} />
    </BlockSection>
  )
}

function SummaryCards({ summaries, locale }: { summaries: ShownSummary[]; locale: Locale }) {
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

function ArticleCard({ summary, locale }: { summary: ShownSummary; locale: Locale }) {
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
