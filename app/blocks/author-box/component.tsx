import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { entryEditorProps } from '../../contracts/editor-attributes.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { ContentImage } from '../../ui/content-image.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import { authorQuery } from '../author-query.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { AuthorBoxBlock } from './schema.ts'

export function AuthorBox({ block, context }: BlockComponentProps<AuthorBoxBlock>) {
  const nameId = useId()
  const { data: author } = useLoadedQuery(authorQuery(context.locale, block.authorId))
  if (!author) return null
  // The name leads to the author's page and every post they wrote, where the site has author pages.
  const authorPath = entryPath(context.website, 'Author', context.locale, author.id)
  return (
    <aside className="author-box" aria-labelledby={nameId} {...entryEditorProps(context.preview, author.id)}>
      {author.avatar && (
        // The name beside it says who this is; the photo adds nothing for a screen reader.
        <ContentImage className="author-box__avatar" src={author.avatar} alt="" width={96} height={96} loading="lazy" />
      )}
      <div className="author-box__text">
        <p className="author-box__kicker">
          <Trans>Über den Autor</Trans>
        </p>
        <h2 id={nameId} className="author-box__name">
          {authorPath ? <ContentLink href={authorPath}>{author.name}</ContentLink> : author.name}
        </h2>
        <p className="author-box__role">{author.role}</p>
        <p className="author-box__bio">{author.bio}</p>
        {author.expertise.length > 0 && (
          <ul className="author-box__expertise tag-list">
            {author.expertise.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  )
}
