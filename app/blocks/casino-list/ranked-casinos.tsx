// Casinos as the lists show them, in their rank: each card with its position, payment methods,
// review link and click-out, or the empty state when none is left. The casino list block and the
// entry pages' "casinos that offer it" both render this.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Locale, Website } from '../../../app.config.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { CompareBar } from '../compare-selection.tsx'
import { paymentMethodNames } from '../provider-queries.ts'
import { CasinoCard } from './casino-card.tsx'
import type { ListedCasino } from './listed-casinos-query.ts'

export function RankedCasinos({
  heading,
  className,
  casinos,
  website,
  locale,
  controls,
  empty,
  listKey,
}: {
  heading?: string
  className: string
  casinos: readonly ListedCasino[]
  website: Website
  locale: Locale
  /** The visitor's filter and sort, above the list. */
  controls?: ReactNode
  /** What shows instead of the default when no casino is left. */
  empty?: ReactNode
  /**
   * Names the list as the visitor narrowed it: another list is new elements, so the product-view
   * tracking reports the cards and positions it shows, not those of the list it replaced.
   */
  listKey?: string
}) {
  const { data: paymentMethods } = useLoadedQuery(paymentMethodNames(locale))
  const comparePath = website.paths.Compare?.[locale]
  return (
    <BlockSection heading={heading} className={className}>
      {controls}
      {casinos.length === 0 ? (
        (empty ?? (
          <p className="empty-state">
            <Trans>Derzeit erfüllt kein Casino diese Kriterien. Schauen Sie bald wieder vorbei.</Trans>
          </p>
        ))
      ) : (
        <ol key={listKey} className="casino-list__items" data-product-list="">
          {casinos.map((casino, index) => (
            <CasinoCard
              key={casino.id}
              product={casino}
              position={index + 1}
              paymentMethods={paymentMethods}
              locale={locale}
              reviewPath={entryPath(website, 'CasinoReview', locale, casino.id)}
              comparable={comparePath !== undefined}
            />
          ))}
        </ol>
      )}
      {comparePath && <CompareBar comparePath={comparePath} products="casino" />}
    </BlockSection>
  )
}
