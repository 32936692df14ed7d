import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { entryEditorProps } from '../../contracts/editor-attributes.ts'
import { formatDate } from '../../ui/format.ts'
import { authorQuery } from '../author-query.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { HeroBlock } from './schema.ts'

export function Hero({ block, context }: BlockComponentProps<HeroBlock>) {
  return (
    <header className="hero">
      <h1 className="hero__heading">{block.heading}</h1>
      <p className="hero__intro">{block.intro}</p>
      {block.authorId && (
        <HeroByline
          authorId={block.authorId}
          updatedAt={block.updatedAt}
          locale={context.locale}
          preview={context.preview}
        />
      )}
    </header>
  )
}

type BylineProps = { authorId: string; updatedAt?: string; locale: Locale; preview: boolean }

function HeroByline({ authorId, updatedAt, locale, preview }: BylineProps) {
  const { data: author } = useLoadedQuery(authorQuery(locale, authorId))
  if (!author) return null
  const date = updatedAt ? formatDate(updatedAt, locale) : undefined
  return (
    <p className="hero__byline" {...entryEditorProps(preview, author.id)}>
      <Trans>Von {author.name}</Trans>
      {date && (
        <>
          {' · '}
          <Trans>
            Aktualisiert am <time dateTime={updatedAt}>{date}</time>
          </Trans>
        </>
      )}
    </p>
  )
}
