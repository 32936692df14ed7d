// One finance product in a list. data-product-id and data-position identify it for product-view
// tracking, like the casino cards.
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
import { ProductFacts } from './product-facts.tsx'

type Props = { product: FinanceProduct; position: number; ranked: boolean; locale: Locale }

export function FinanceProductCard({ product, position, ranked, locale }: Props) {
  const { t } = useLingui()
  const nameId = useId()
  const { name } = product
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
            <Rating value={financeRating(product.scores)} locale={locale} />
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
        </div>
      </article>
    </li>
  )
}
