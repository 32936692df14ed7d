import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { formatDate } from '../../ui/format.ts'
import { authorQuery } from '../author-query.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { HeroBlock } from './schema.ts'

export function Hero({ block, context }: BlockComponentProps<HeroBlock>) {
  return (
    <header className="hero">
      <h1 className="hero__heading">{block.heading}</h1>
      <p className="hero__intro">{block.intro}</p>
      {block.authorId && <HeroByline authorId={block.authorId} updatedAt={block.updatedAt} locale={context.locale} />}
    </header>
  )
}

function HeroByline({ authorId, updatedAt, locale }: { authorId: string; updatedAt?: string; locale: Locale }) {
  const { data: author } = useSuspenseQuery(authorQuery(locale, authorId))
  if (!author) return null
  const date = updatedAt ? formatDate(updatedAt, locale) : undefined
  return (
    <p className="hero__byline">
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
