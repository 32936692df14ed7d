// The filters and sorts a visitor sets above a finance list: those its editors offer
// (visitorFilters), and the sorts that apply to the kinds it lists. Parameters: app/contracts/list-search.ts.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { FinanceProduct } from '../../contracts/content/schemas.ts'
import { type FinanceVisitorFilter, financeVisitorFilters } from '../../contracts/list-search.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import type { FinanceListSearch } from '../../products/finance-selection.ts'
import { formatNumber, formatPercent } from '../../ui/format.ts'
import { ListControls, ListSelect, ListValueSelect } from '../list-controls.tsx'

type Props = {
  offered: readonly FinanceVisitorFilter[]
  kinds: readonly FinanceProduct['kind'][]
  search: FinanceListSearch
  shown: number
  locale: Locale
}

export function FinanceListControls({ offered, kinds, search, shown, locale }: Props) {
  const { t } = useLingui()
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
  const money = (amount: number) => formatMoney(amount, locale)
  const years = (total: number) => {
    const count = formatNumber(total, locale)
    return total === 1 ? t`1 Jahr` : t`${count} Jahre`
  }
  // The values offered to choose from; a link may set any other.
  const choices: Record<FinanceVisitorFilter, { label: string; values: number[]; format: (value: number) => string }> =
    {
      amount: { label: t`Gewünschter Betrag`, values: [1_000, 5_000, 10_000, 25_000, 50_000], format: money },
      term: { label: t`Gewünschte Laufzeit`, values: [1, 3, 5, 10], format: years },
      maxApr: { label: t`Zinssatz höchstens`, values: [5, 10, 15, 20], format: (rate) => formatPercent(rate, locale) },
      maxFee: {
        label: t`Jahresgebühr höchstens`,
        values: [0, 50, 100],
        format: (fee) => (fee === 0 ? t`Keine Gebühr` : money(fee)),
      },
    }
  return (
    <ListControls search={search} shown={shown}>
      <ListSelect name="sort" label={t`Sortieren nach`} options={sorts} />
      {financeVisitorFilters
        .filter((filter) => offered.includes(filter))
        .map((filter) => (
          <ListValueSelect key={filter} name={filter} {...choices[filter]} />
        ))}
    </ListControls>
  )
}
