// A list of finance products: numbered for a ranking, plain otherwise, and a message when nothing
// matches. Shared by the list block, the lead qualifier and the survey's result.
import { Trans } from '@lingui/react/macro'
import type { Locale, Website } from '../../../app.config.ts'
import type { FinanceProduct } from '../../contracts/content/schemas.ts'
import { CompareBar } from '../compare-selection.tsx'
import { FinanceProductCard } from './finance-product-card.tsx'

type Props = {
  products: readonly FinanceProduct[]
  ranked: boolean
  website: Website
  locale: Locale
  /** Offers "Vergleichen" on each card and the bar to the comparison, where the site has a comparison page. */
  comparable?: boolean
}

export function FinanceProductItems({ products, ranked, website, locale, comparable = false }: Props) {
  const comparePath = comparable ? website.paths.Compare?.[locale] : undefined
  const methodPath = website.paths.ScoringMethod?.[locale]
  if (products.length === 0)
    return (
      <p className="empty-state">
        <Trans>Kein Angebot passt zu diesen Angaben. Ändern Sie Ihre Auswahl, um mehr Angebote zu sehen.</Trans>
      </p>
    )
  const List = ranked ? 'ol' : 'ul'
  return (
    <>
      <List className="finance-list__items">
        {products.map((product, index) => (
          <FinanceProductCard
            key={product.id}
            product={product}
            position={index + 1}
            ranked={ranked}
            locale={locale}
            methodPath={methodPath}
            comparable={comparePath !== undefined}
          />
        ))}
      </List>
      {comparePath && <CompareBar comparePath={comparePath} products="finance" />}
    </>
  )
}
