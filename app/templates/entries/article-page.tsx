// The page of a post (/ratgeber/<slug>/ on the German site): title, byline with the author's page,
// dates published and updated, the post's blocks (its rich text, sanitised by the content API like
// every page's), the author's box and related posts.
import { Trans, useLingui } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import type { Locale } from '../../../app.config.ts'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { SummaryCards } from '../../blocks/article-summaries/component.tsx'
import { type ShownSummary, shownSummary } from '../../blocks/article-summaries/summaries-query.ts'
import { AuthorBox } from '../../blocks/author-box/component.tsx'
import { authorQuery } from '../../blocks/author-query.ts'
import { RenderBlocks } from '../../blocks/render-blocks.tsx'
import type { Post } from '../../contracts/content/schemas.ts'
import { mainContentId } from '../../page/layout/site-header.tsx'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import { formatDate } from '../../ui/format.ts'
import type { TemplateProps } from '../template-props.ts'
import {
  bylineOf,
  type EntryPageBuilder,
  type EntryPageContext,
  type EntryStructuredData,
  requireSlug,
} from './entry-page.ts'

/** How many other posts an article suggests. */
const relatedCount = 3

/** A post by its name (the slug of its page); 404 when there is none. */
async function postBySlug(queryClient: QueryClient, locale: Locale, slug: string): Promise<Post> {
  const summaries = await queryClient.ensureQueryData(contentQueries.postSummaries(locale))
  const summary = summaries.find((candidate) => candidate.name === slug)
  if (!summary) throw new ContentFetchError('post', 404)
  return queryClient.ensureQueryData(contentQueries.post(summary.id, locale))
}

export const buildArticlePage: EntryPageBuilder = async (slug, { queryClient, locale }) => {
  const post = await postBySlug(queryClient, locale, slug)
  return { meta: post.meta, blocks: post.blocks }
}

/** What the article's header and footer show of its post: the same category's newest posts come first among the related. */
export const articleQuery = (locale: Locale, slug: string) =>
  derivedContentQuery(['article', locale, slug], async (queryClient) => {
    const post = await postBySlug(queryClient, locale, slug)
    const summaries = await queryClient.ensureQueryData(contentQueries.postSummaries(locale))
    const sameCategory = (summary: { categoryId: string }) => (summary.categoryId === post.categoryId ? 1 : 0)
    const related: ShownSummary[] = summaries
      .filter((summary) => summary.id !== post.id)
      .sort((a, b) => sameCategory(b) - sameCategory(a) || b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, relatedCount)
      .map(shownSummary)
    const { title, excerpt, authorId, publishedAt, updatedAt, image } = post
    return { title, excerpt, authorId, publishedAt, updatedAt, image, related }
  })

export async function loadArticlePage(slug: string, { queryClient, locale }: Omit<EntryPageContext, 'i18n'>) {
  const article = await queryClient.ensureQueryData(articleQuery(locale, slug))
  return queryClient.ensureQueryData(authorQuery(locale, article.authorId))
}

/** The post, with its author, as the page's Article: from what loadArticlePage read. */
export const articleStructuredData: EntryStructuredData = (slug, context) => {
  const post = context.queryClient.getQueryData(articleQuery(context.locale, slug).queryKey)
  const path = entryPath(context.website, 'Article', context.locale, slug)
  return post && path ? [{ type: 'Article', path, post, byline: bylineOf(context, post.authorId) }] : []
}

export function ArticlePage({ page, context, entrySlug }: TemplateProps) {
  const { t } = useLingui()
  const titleId = useId()
  const { locale, website } = context
  const { data: article } = useLoadedQuery(articleQuery(locale, requireSlug(entrySlug)))
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--document article-page" data-entry-page="">
      <article className="article" aria-labelledby={titleId}>
        <header className="article__header">
          <h1 id={titleId} className="article__title">
            {article.title}
          </h1>
          <p className="article__excerpt">{article.excerpt}</p>
          <ArticleByline
            authorId={article.authorId}
            publishedAt={article.publishedAt}
            updatedAt={article.updatedAt}
            locale={locale}
            authorPath={entryPath(website, 'Author', locale, article.authorId)}
          />
        </header>
        <RenderBlocks blocks={page.blocks} context={context} />
        <AuthorBox block={{ blockType: 'authorBox', authorId: article.authorId }} context={context} />
      </article>
      {article.related.length > 0 && (
        <BlockSection heading={t`Weitere Artikel`} className="article-page__related">
          <SummaryCards summaries={article.related} locale={locale} website={website} />
        </BlockSection>
      )}
    </main>
  )
}

type BylineProps = {
  authorId: string
  publishedAt: string
  updatedAt: string
  locale: Locale
  authorPath: string | undefined
}

function ArticleByline({ authorId, publishedAt, updatedAt, locale, authorPath }: BylineProps) {
  const { data: author } = useLoadedQuery(authorQuery(locale, authorId))
  const published = formatDate(publishedAt, locale)
  const updated = formatDate(updatedAt, locale)
  const name = author && (authorPath ? <ContentLink href={authorPath}>{author.name}</ContentLink> : author.name)
  return (
    <p className="article__byline">
      {name && (
        <>
          <Trans>Von {name}</Trans>
          {' · '}
        </>
      )}
      <Trans>
        Veröffentlicht am <time dateTime={publishedAt}>{published}</time>
      </Trans>
      {updatedAt !== publishedAt && (
        <>
          {' · '}
          <Trans>
            Aktualisiert am <time dateTime={updatedAt}>{updated}</time>
          </Trans>
        </>
      )}
    </p>
  )
}
