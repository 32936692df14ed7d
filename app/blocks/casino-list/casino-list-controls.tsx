// The filters and sorts a visitor sets above a casino list: those its editors offer
// (visitorFilters), and the sort always. Parameters and values: app/contracts/list-search.ts.
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import type { CasinoVisitorFilter } from '../../contracts/list-search.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import type { CasinoListSearch } from '../../products/ranking.ts'
import { formatNumber } from '../../ui/format.ts'
import { ListCheckbox, ListCheckboxGroup, ListControls, ListSelect } from '../list-controls.tsx'
import { gameProviderNames, paymentMethodNames } from '../provider-queries.ts'

/** The limits offered to choose from; a link may set any other. */
const minimumDepositLimits = [5, 10, 20]
const wageringLimits = [25, 30, 35, 40]

type Props = { offered: readonly CasinoVisitorFilter[]; search: CasinoListSearch; shown: number; locale: Locale }

export function CasinoListControls({ offered, search, shown, locale }: Props) {
  const { t } = useLingui()
  const offers = (filter: CasinoVisitorFilter) => offered.includes(filter)
  const any = { value: '', label: t`Alle` }
  return (
    <ListControls search={search} shown={shown}>
      <ListSelect
        name="sort"
        label={t`Sortieren nach`}
        options={[
          { value: '', label: t`Empfehlung` },
          { value: 'rating', label: t`Bewertung` },
          { value: 'bonus', label: t`Bonushöhe` },
          { value: 'wagering', label: t`Umsatzbedingung` },
          { value: 'minDeposit', label: t`Mindesteinzahlung` },
        ]}
      />
      {offers('payment') && <PaymentSelect locale={locale} any={any} />}
      {offers('provider') && <ProviderSelect locale={locale} any={any} />}
      {offers('maxMinDeposit') && (
        <ListSelect
          name="maxMinDeposit"
          label={t`Mindesteinzahlung höchstens`}
          options={[
            any,
            ...minimumDepositLimits.map((limit) => ({ value: String(limit), label: formatMoney(limit, locale) })),
          ]}
        />
      )}
      {offers('maxWagering') && (
        <ListSelect
          name="maxWagering"
          label={t`Umsatzbedingung höchstens`}
          options={[
            any,
            ...wageringLimits.map((limit) => ({ value: String(limit), label: `${formatNumber(limit, locale)}×` })),
          ]}
        />
      )}
      {offers('feature') && (
        <ListCheckboxGroup legend={t`Merkmale`}>
          <ListCheckbox name="feature" value="live" label={t`Live-Casino`} />
          <ListCheckbox name="feature" value="mobile" label={t`Mobil`} />
          <ListCheckbox name="feature" value="new" label={t`Neu`} />
        </ListCheckboxGroup>
      )}
      {offers('noDeposit') && <ListCheckbox name="noDeposit" value="true" label={t`Bonus ohne Einzahlung`} />}
    </ListControls>
  )
}

type SelectProps = { locale: Locale; any: { value: string; label: string } }

function PaymentSelect({ locale, any }: SelectProps) {
  const { t } = useLingui()
  const { data: methods } = useSuspenseQuery(paymentMethodNames(locale))
  const options = [any, ...methods.map(({ id, name }) => ({ value: id, label: name }))]
  return <ListSelect name="payment" label={t`Zahlungsmethode`} options={options} />
}

function ProviderSelect({ locale, any }: SelectProps) {
  const { t } = useLingui()
  const { data: providers } = useSuspenseQuery(gameProviderNames(locale))
  const options = [any, ...providers.map(({ id, name }) => ({ value: id, label: name }))]
  return <ListSelect name="provider" label={t`Spielehersteller`} options={options} />
}
