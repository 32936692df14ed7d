// The facts a finance product is compared by, depending on its kind: a card's fees and limit, a
// loan's amount, rate and term, a broker's partner banks besides.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { FinanceProduct } from '../../contracts/content/schemas.ts'
import { formatMoney, formatMoneyRange } from '../../i18n/format-money.ts'
import { FactList } from '../../ui/fact-list.tsx'
import { formatNumber, formatPercent } from '../../ui/format.ts'

type Range = { min: number; max: number }

export function ProductFacts({ product, locale }: { product: FinanceProduct; locale: Locale }) {
  const { t } = useLingui()
  const percentRange = (range: Range) =>
    range.min === range.max
      ? formatPercent(range.min, locale)
      : `${formatPercent(range.min, locale)} - ${formatPercent(range.max, locale)}`
  const years = (range: Range) => {
    const min = formatNumber(range.min, locale)
    const max = formatNumber(range.max, locale)
    return t`${min} - ${max} Jahre`
  }
  const facts =
    product.kind === 'credit-card'
      ? [
          { label: t`Jahresgebühr`, value: formatMoney(product.annualFee, locale) },
          { label: t`Effektiver Jahreszins`, value: formatPercent(product.interestRate, locale) },
          { label: t`Kreditrahmen`, value: formatMoneyRange(product.creditLimit.min, product.creditLimit.max, locale) },
          { label: t`Zinsfreie Tage`, value: formatNumber(product.interestFreeDays, locale) },
        ]
      : [
          { label: t`Kreditbetrag`, value: formatMoneyRange(product.amount.min, product.amount.max, locale) },
          { label: t`Effektiver Jahreszins`, value: percentRange(product.interestRate) },
          { label: t`Laufzeit`, value: years(product.termYears) },
          ...(product.kind === 'broker'
            ? [{ label: t`Partnerbanken`, value: formatNumber(product.partnerLenders, locale) }]
            : []),
        ]
  return <FactList facts={facts} className="finance-card__facts" />
}
