// The filters and sorts a visitor sets above a finance list: those its editors offer
// (visitorFilters), and the sorts that apply to the kinds it lists. Parameters: app/contracts/list-search.ts.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { FinanceProduct } from '../../contracts/content/schemas.ts'
import type { FinanceVisitorFilter } from '../../contracts/list-search.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import type { FinanceListSearch } from '../../products/finance-selection.ts'
import { formatNumber, formatPercent } from '../../ui/format.ts'
import { ListControls, ListSelect } from '../list-controls.tsx'

/** The values offered to choose from; a link may set any other. */
const amounts = [1_000, 5_000, 10_000, 25_000, 50_000]
const termsInYears = [1, 3, 5, 10]
const interestRates = [5, 10, 15, 20]
const annualFees = [0, 50, 100]

type Props = {
  offered: readonly FinanceVisitorFilter[]
  kinds: readonly FinanceProduct['kind'][]
  search: FinanceListSearch
  shown: number
  locale: Locale
}

export function FinanceListControls({ offered, kinds, search, shown, locale }: Props) {
  const { t } = useLingui()
  const offers = (filter: FinanceVisitorFilter) => offered.includes(filter)
  const any = { value: '', label: t`Alle` }
  // A credit card has a fee and no term; a loan has a term and no fee.
  const cards = kinds.includes('credit-card')
  const lending = kinds.some((kind) => kind !== 'credit-card')
  const sorts = [
    { value: '', label: t`Empfehlung` },
    { value: 'rating', label: t`Bewertung` },
    { value: 'apr', label: t`Zinssatz` },
    ...(cards ? [{ value: 'fee', label: t`Jahresgebühr` }] : []),
    { value: 'amount', label: t`Höchstbetrag` },
    ...(lending ? [{ value: 'term', label: t`Laufzeit` }] : []),
  ]
  const options = (values: readonly number[], label: (value: number) => string) => [
    any,
    ...values.map((value) => ({ value: String(value), label: label(value) })),
  ]
  return (
    <ListControls search={search} shown={shown}>
      <ListSelect name="sort" label={t`Sortieren nach`} options={sorts} />
      {offers('amount') && (
        <ListSelect
          name="amount"
          label={t`Gewünschter Betrag`}
          options={options(amounts, (amount) => formatMoney(amount, locale))}
        />
      )}
      {offers('term') && (
        <ListSelect
          name="term"
          label={t`Gewünschte Laufzeit`}
          options={options(termsInYears, (years) => {
            const count = formatNumber(years, locale)
            return years === 1 ? t`1 Jahr` : t`${count} Jahre`
          })}
        />
      )}
      {offers('maxApr') && (
        <ListSelect
          name="maxApr"
          label={t`Zinssatz höchstens`}
          options={options(interestRates, (rate) => formatPercent(rate, locale))}
        />
      )}
      {offers('maxFee') && (
        <ListSelect
          name="maxFee"
          label={t`Jahresgebühr höchstens`}
          options={options(annualFees, (fee) => (fee === 0 ? t`Keine Gebühr` : formatMoney(fee, locale)))}
        />
      )}
    </ListControls>
  )
}
