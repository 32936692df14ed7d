// A responsive grid of cards with an image, a title, a short text and a few key facts; the payment
// provider, game provider and slot grids differ only in what they put on the card.
import type { ReactNode } from 'react'
import { Subheading } from './block-section.tsx'
import { ContentImage } from './content-image.tsx'
import { ContentLink } from './content-link.tsx'
import { type Fact, FactList } from './fact-list.tsx'

export type FactCard = {
  id: string
  title: string
  image: { src: string; width: number; height: number }
  /** Where the title links to, when the thing has its own page. */
  href?: string
  description?: string
  facts: Fact[]
  /** Attributes its owner names the card by (in a draft preview, the entry it shows). */
  attributes?: Record<`data-${string}`, string>
}

export function FactCardGrid({ cards, emptyMessage }: { cards: FactCard[]; emptyMessage: ReactNode }) {
  if (cards.length === 0) return <p className="empty-state">{emptyMessage}</p>
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id} {...card.attributes}>
          <FactCardItem card={card} />
        </li>
      ))}
    </ul>
  )
}

function FactCardItem({ card }: { card: FactCard }) {
  return (
    <article className="fact-card">
      {/* The title beside it names the thing, so the image itself is decorative. */}
      <ContentImage
        className="fact-card__image"
        src={card.image.src}
        alt=""
        width={card.image.width}
        height={card.image.height}
        loading="lazy"
        decoding="async"
      />
      <Subheading className="fact-card__title">
        {card.href ? <ContentLink href={card.href}>{card.title}</ContentLink> : card.title}
      </Subheading>
      {card.description && <p className="fact-card__description">{card.description}</p>}
      <FactList facts={card.facts} className="fact-card__facts" />
    </article>
  )
}
