// One casino in the comparison list. data-product-id and data-position identify the card for the
// product-view tracking, which reports what a visitor saw and where.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Locale } from '../../../app.config.ts'
import { Subheading } from '../../ui/block-section.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import { withHiddenPart } from '../../ui/hidden-part.tsx'
import { ListPosition } from '../../ui/list-position.tsx'
import { ProductLink } from '../../visit/product-link.tsx'
import { CompareToggle } from '../compare-selection.tsx'
import type { PaymentMethodName } from '../provider-queries.ts'
import { BonusDetails } from './bonus-details.tsx'
import type { ListedCasino } from './listed-casinos-query.ts'
import { PaymentMethods } from './payment-methods.tsx'
import { Rating } from './rating.tsx'

/** Cards likely above the fold load their logo at once (React also preloads it); the rest lazily. */
const eagerLogoCount = 3

type Props = {
  product: ListedCasino
  position: number
  paymentMethods: readonly PaymentMethodName[]
  locale: Locale
  /** The casino's review page, when the site has one. */
  reviewPath?: string
  /** Offers "Vergleichen" where the site has a comparison page. */
  comparable?: boolean
}

export function CasinoCard({ product, position, paymentMethods, locale, reviewPath, comparable = false }: Props) {
  const { t } = useLingui()
  const nameId = useId()
  const { name, licence } = product
  return (
    <li className="casino-card" data-product-id={product.id} data-position={position}>
      <article aria-labelledby={nameId} className="casino-card__body">
        <div className="casino-card__header">
          <ListPosition position={position} className="casino-card__position" />
          <ContentImage
            className="casino-card__logo"
            src={product.logo}
            alt={t`Logo von ${name}`}
            width={160}
            height={80}
            loading={position <= eagerLogoCount ? 'eager' : 'lazy'}
            decoding="async"
          />
          <div className="casino-card__title">
            <Subheading id={nameId} className="casino-card__name">
              {reviewPath ? <ContentLink href={reviewPath}>{name}</ContentLink> : name}
            </Subheading>
            <Rating value={product.rating} locale={locale} />
          </div>
        </div>
        <BonusDetails bonus={product.bonus} locale={locale} />
        <ul className="casino-card__pros" aria-label={t`Vorteile`}>
          {product.pros.map((pro) => (
            <li key={pro}>{pro}</li>
          ))}
        </ul>
        <PaymentMethods ids={product.paymentProviderIds} providers={paymentMethods} />
        <p className="casino-card__licence">
          {t`GGL-Lizenz`} {licence.number}
        </p>
        <div className="casino-card__action">
          {/* Through /go/, which records the click and forwards the visit's subId and click ids. */}
          {/* The server writes the same markup as <Trans> for the same messages, without the component (hidden-part.tsx). */}
          <ProductLink productId={product.id} position={position}>
            {import.meta.env.SSR ? (
              withHiddenPart(t(msg`Zum Casino<0> ${name}</0>`))
            ) : (
              <Trans>
                Zum Casino<span className="visually-hidden"> {name}</span>
              </Trans>
            )}
          </ProductLink>
          {reviewPath && (
            <ContentLink href={reviewPath} className="casino-card__review">
              {import.meta.env.SSR ? (
                withHiddenPart(t(msg`Zum Testbericht<0> über ${name}</0>`))
              ) : (
                <Trans>
                  Zum Testbericht<span className="visually-hidden"> über {name}</span>
                </Trans>
              )}
            </ContentLink>
          )}
          {comparable && <CompareToggle productId={product.id} name={name} />}
          <p className="casino-card__terms">{t`18+ · Es gelten die Bonusbedingungen des Anbieters.`}</p>
        </div>
      </article>
    </li>
  )
}
