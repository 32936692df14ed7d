// The facts a finance product is compared by, depending on its kind: a card's fees and limit, a
// loan's amount, rate and term, a broker's partner banks besides. One list, in the order shown: a
// card shows the facts of a card, the comparison a row for each fact one of its products has.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { FinanceProduct } from '../../contracts/content/schemas.ts'
import { formatMoney, formatMoneyRange } from '../../i18n/format-money.ts'
import { FactList } from '../../ui/fact-list.tsx'
import { formatNumber, formatPercent } from '../../ui/format.ts'

type Range = { min: number; max: number }

/** One fact: its label and its value as shown, or undefined for a kind that does not have it. */
export type FinanceFact = { key: string; label: string; value: (product: FinanceProduct) => string | undefined }

/** Every fact a finance product may have, in the order a card and the comparison show them. */
export function useFinanceFacts(locale: Locale): FinanceFact[] {
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
  return [
    {
      key: 'annualFee',
      label: t`Jahresgebühr`,
      value: (p) => (p.kind === 'credit-card' ? formatMoney(p.annualFee, locale) : undefined),
    },
    {
      key: 'amount',
      label: t`Kreditbetrag`,
      value: (p) => (p.kind === 'credit-card' ? undefined : formatMoneyRange(p.amount.min, p.amount.max, locale)),
    },
    {
      key: 'interestRate',
      label: t`Effektiver Jahreszins`,
      value: (p) => (p.kind === 'credit-card' ? formatPercent(p.interestRate, locale) : percentRange(p.interestRate)),
    },
    {
      key: 'creditLimit',
      label: t`Kreditrahmen`,
      value: (p) =>
        p.kind === 'credit-card' ? formatMoneyRange(p.creditLimit.min, p.creditLimit.max, locale) : undefined,
    },
    {
      key: 'interestFreeDays',
      label: t`Zinsfreie Tage`,
      value: (p) => (p.kind === 'credit-card' ? formatNumber(p.interestFreeDays, locale) : undefined),
    },
    { key: 'termYears', label: t`Laufzeit`, value: (p) => (p.kind === 'credit-card' ? undefined : years(p.termYears)) },
    {
      key: 'partnerLenders',
      label: t`Partnerbanken`,
      value: (p) => (p.kind === 'broker' ? formatNumber(p.partnerLenders, locale) : undefined),
    },
  ]
}

export function ProductFacts({ product, locale }: { product: FinanceProduct; locale: Locale }) {
  const facts = useFinanceFacts(locale).flatMap(({ label, value }) => {
    const shown = value(product)
    return shown === undefined ? [] : [{ label, value: shown }]
  })
  return <FactList facts={facts} className="finance-card__facts" />
}
