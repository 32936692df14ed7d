// The editorial rating as stars for the eye and as a sentence for screen readers.
import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { Locale } from '../../../app.config.ts'
import { formatNumber } from '../../ui/format.ts'

const maxRating = 5

export function Rating({ value, locale }: { value: number; locale: Locale }) {
  const { t } = useLingui()
  const rating = formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  // The stars are one text glyph row filled to the rating's share by a CSS gradient.
  const fill = { '--rating-fill': `${(value / maxRating) * 100}%` } as CSSProperties
  return (
    <p className="rating">
      <span className="rating__stars" style={fill} aria-hidden="true" />
      <span className="rating__value" aria-hidden="true">
        {rating}/{maxRating}
      </span>
      <span className="visually-hidden">{t`Bewertung: ${rating} von ${maxRating} Sternen`}</span>
    </p>
  )
}
