import { Trans } from '@lingui/react/macro'
import type { Locale, Website } from '../../../app.config.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection, Subheading } from '../../ui/block-section.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import { formatDate } from '../../ui/format.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { ArticleSummariesBlock } from './schema.ts'
import { type ShownSummary, summariesQuery } from './summaries-query.ts'

type Props = BlockComponentProps<ArticleSummariesBlock>

export function ArticleSummaries({ block, context }: Props) {
  const { data: summaries } = useLoadedQuery(summariesQuery(context.locale, block))
  return (
    <BlockSection heading={block.heading} className="article-summaries">
      <SummaryCards summaries={summaries} locale={context.locale} website={context.website} />
    </BlockSection>
  )
}

type CardsProps = { summaries: readonly ShownSummary[]; locale: Locale; website: Website }

/** Article cards, each leading to its post's page; also the article and author pages' lists. */
export function SummaryCards({ summaries, locale, website }: CardsProps) {
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
          <ArticleCard summary={summary} locale={locale} href={entryPath(website, 'Article', locale, summary.name)} />
        </li>
      ))}
    </ul>
  )
}

function ArticleCard({ summary, locale, href }: { summary: ShownSummary; locale: Locale; href: string | undefined }) {
  return (
    <article className="article-card">
      {summary.image && (
        <ContentImage
          className="article-card__image"
          src={summary.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      )}
      {/* A site without article pages shows the title as text. */}
      <Subheading className="article-card__title">
        {href ? (
          <ContentLink href={href} className="article-card__link">
            {summary.title}
          </ContentLink>
        ) : (
          summary.title
        )}
      </Subheading>
      <p className="article-card__date">
        <time dateTime={summary.publishedAt}>{formatDate(summary.publishedAt, locale)}</time>
      </p>
      <p className="article-card__excerpt">{summary.excerpt}</p>
    </article>
  )
}
