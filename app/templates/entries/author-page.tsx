// The page of an author (/autoren/<id>/ on the German site): who they are, what they know, and every
// post they wrote (the post-summaries call with `author`, SPEC section 7).
import { useLingui } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { SummaryCards } from '../../blocks/article-summaries/component.tsx'
import { shownSummary } from '../../blocks/article-summaries/summaries-query.ts'
import type { Author } from '../../contracts/content/schemas.ts'
import { mainContentId } from '../../page/layout/site-header.tsx'
import { BlockSection } from '../../ui/block-section.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import type { TemplateProps } from '../template-props.ts'
import { type EntryPageBuilder, type EntryPageContext, metaDescription, metaTitle, requireSlug } from './entry-page.ts'

async function authorById(queryClient: QueryClient, locale: Locale, id: string): Promise<Author> {
  const author = (await queryClient.ensureQueryData(contentQueries.authors(locale))).find((entry) => entry.id === id)
  if (!author) throw new ContentFetchError('authors', 404)
  return author
}

export const buildAuthorPage: EntryPageBuilder = async (slug, { queryClient, locale, website }) => {
  const author = await authorById(queryClient, locale, slug)
  return {
    meta: {
      title: metaTitle(`${author.name}, ${author.role} – ${website.displayName}`),
      description: metaDescription(author.bio),
      noFollow: false,
      noIndex: false,
    },
    blocks: [],
  }
}

/** The author and their posts, newest first, as cards show them. */
export const authorPageQuery = (locale: Locale, id: string) =>
  derivedContentQuery(['author-page', locale, id], async (queryClient) => {
    const author = await authorById(queryClient, locale, id)
    const posts = await queryClient.ensureQueryData(contentQueries.postSummaries(locale, { author: id }))
    return {
      author,
      posts: [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map(shownSummary),
    }
  })

export function loadAuthorPage(slug: string, { queryClient, locale }: Omit<EntryPageContext, 'i18n'>) {
  return queryClient.ensureQueryData(authorPageQuery(locale, slug))
}

export function AuthorPage({ context, entrySlug }: TemplateProps) {
  const { t } = useLingui()
  const { locale, website } = context
  const {
    data: { author, posts },
  } = useLoadedQuery(authorPageQuery(locale, requireSlug(entrySlug)))
  const { name } = author
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--document author-page" data-entry-page="">
      <header className="author-page__header">
        {author.avatar && (
          <ContentImage className="author-page__avatar" src={author.avatar} alt="" width={96} height={96} />
        )}
        <div>
          <h1 className="author-page__name">{name}</h1>
          <p className="author-page__role">{author.role}</p>
        </div>
      </header>
      <p className="author-page__bio">{author.bio}</p>
      {author.expertise.length > 0 && (
        <ul className="tag-list" aria-label={t`Fachgebiete`}>
          {author.expertise.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      )}
      <BlockSection heading={t`Artikel von ${name}`} className="author-page__posts">
        <SummaryCards summaries={posts} locale={locale} website={website} />
      </BlockSection>
    </main>
  )
}
