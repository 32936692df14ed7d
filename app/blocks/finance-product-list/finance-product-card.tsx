// One finance product in a list. data-product-id and data-position identify it for product-view
// tracking, like the casino cards. The finance site has no review pages: the card is where a product
// is presented, so its rating opens to the breakdown the method computed it from.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Locale } from '../../../app.config.ts'
import type { FinanceProduct } from '../../contracts/content/schemas.ts'
import { financeRating } from '../../products/scoring.ts'
import { Subheading } from '../../ui/block-section.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import { ListPosition } from '../../ui/list-position.tsx'
import { ProductLink } from '../../visit/product-link.tsx'
import { Rating } from '../casino-list/rating.tsx'
import { CompareToggle } from '../compare-selection.tsx'
import { ScoreBreakdown } from '../score-breakdown.tsx'
import { ProductFacts } from './product-facts.tsx'

type Props = {
  product: FinanceProduct
  position: number
  ranked: boolean
  locale: Locale
  /** The page stating the scoring method, which the breakdown links to. */
  methodPath?: string
  /** Offers "Vergleichen" where the site has a comparison page. */
  comparable?: boolean
}

export function FinanceProductCard({ product, position, ranked, locale, methodPath, comparable = false }: Props) {
  const { t } = useLingui()
  const nameId = useId()
  const { name } = product
  const rating = financeRating(product.scores)
  return (
    <li className="finance-card" data-product-id={product.id} data-position={position}>
      <article aria-labelledby={nameId} className="finance-card__body">
        <div className="finance-card__header">
          {ranked && <ListPosition position={position} className="finance-card__position" />}
          <ContentImage
            className="finance-card__logo"
            src={product.logo}
            alt={t`Logo von ${name}`}
            width={160}
            height={64}
          />
          <div className="finance-card__title">
            <Subheading id={nameId} className="finance-card__name">
              {name}
            </Subheading>
            <Rating value={rating} locale={locale} />
          </div>
        </div>
        <ProductFacts product={product} locale={locale} />
        <ul className="finance-card__highlights" aria-label={t`Vorteile`}>
          {product.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <div className="finance-card__action">
          {/* Through /go/, which records the click and forwards the visit's subId and click ids. */}
          <ProductLink productId={product.id} position={position}>
            <Trans>
              Zum Anbieter<span className="visually-hidden"> {name}</span>
            </Trans>
          </ProductLink>
          {comparable && <CompareToggle productId={product.id} name={name} />}
        </div>
        <details className="finance-card__rating">
          <summary>
            <Trans>So entsteht die Bewertung</Trans>
          </summary>
          <ScoreBreakdown
            scored={{ kind: 'finance', scores: product.scores }}
            rating={rating}
            locale={locale}
            methodPath={methodPath}
          />
        </details>
      </article>
    </li>
  )
}
