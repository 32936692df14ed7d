// The layout the directory pages share (a game studio, a payment method, a slot): what it is, its
// facts, then what the kind adds (its slots, the casinos offering it).
import type { ReactNode } from 'react'
import { AffiliateDisclosure } from '../../blocks/affiliate-disclosure/component.tsx'
import type { BlockContext } from '../../blocks/define-block.ts'
import { mainContentId } from '../../page/layout/site-header.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import { type Fact, FactList } from '../../ui/fact-list.tsx'

type Props = {
  kind: 'game-provider' | 'payment-provider' | 'slot'
  title: string
  image: { src: string; width: number; height: number }
  intro: ReactNode
  facts: readonly Fact[]
  context: BlockContext
  children: ReactNode
}

export function DirectoryPage({ kind, title, image, intro, facts, context, children }: Props) {
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className={`page page--list entry-page entry-page--${kind}`}
      data-entry-page=""
    >
      <header className="entry-page__header">
        {/* The heading beside it names the thing; the logo adds nothing for a screen reader. */}
        <ContentImage className="entry-page__image" src={image.src} alt="" width={image.width} height={image.height} />
        <h1 className="entry-page__title">{title}</h1>
        <div className="entry-page__intro">{intro}</div>
      </header>
      <FactList facts={facts} className="entry-page__facts" />
      {/* The casinos below link out: the disclosure stands before the first of them. */}
      <AffiliateDisclosure block={{ blockType: 'affiliateDisclosure' }} context={context} />
      {children}
    </main>
  )
}
