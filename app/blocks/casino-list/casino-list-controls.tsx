// The filters and sorts a visitor sets above a casino list: those its editors offer
// (visitorFilters), and the sort always. Parameters and values: app/contracts/list-search.ts.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import type { CasinoVisitorFilter } from '../../contracts/list-search.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import type { CasinoListSearch } from '../../products/ranking.ts'
import { formatNumber } from '../../ui/format.ts'
import { ListCheckbox, ListCheckboxGroup, ListControls, ListSelect, ListValueSelect } from '../list-controls.tsx'
import { gameProviderNames, paymentMethodNames } from '../provider-queries.ts'

/** The limits offered to choose from; a link may set any other. */
const minimumDepositLimits = [5, 10, 20]
const wageringLimits = [25, 30, 35, 40]

type Props = { offered: readonly CasinoVisitorFilter[]; search: CasinoListSearch; shown: number; locale: Locale }

export function CasinoListControls({ offered, search, shown, locale }: Props) {
  const { t } = useLingui()
  const offers = (filter: CasinoVisitorFilter) => offered.includes(filter)
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
      {offers('payment') && <PaymentSelect locale={locale} />}
      {offers('provider') && <ProviderSelect locale={locale} />}
      {offers('maxMinDeposit') && (
        <ListValueSelect
          name="maxMinDeposit"
          label={t`Mindesteinzahlung höchstens`}
          values={minimumDepositLimits}
          format={(limit) => formatMoney(limit, locale)}
        />
      )}
      {offers('maxWagering') && (
        <ListValueSelect
          name="maxWagering"
          label={t`Umsatzbedingung höchstens`}
          values={wageringLimits}
          format={(limit) => `${formatNumber(limit, locale)}×`}
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

/** A payment method to choose, among every method the site names. */
function PaymentSelect({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { data: methods } = useLoadedQuery(paymentMethodNames(locale))
  return <NamedSelect name="payment" label={t`Zahlungsmethode`} entries={methods} />
}

/** A game studio to choose, among every studio the site names. */
function ProviderSelect({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const { data: providers } = useLoadedQuery(gameProviderNames(locale))
  return <NamedSelect name="provider" label={t`Spielehersteller`} entries={providers} />
}

function NamedSelect(props: { name: string; label: string; entries: readonly { id: string; name: string }[] }) {
  const names = new Map(props.entries.map(({ id, name }) => [id, name]))
  return (
    <ListValueSelect
      name={props.name}
      label={props.label}
      values={[...names.keys()]}
      format={(id) => names.get(id) ?? id}
    />
  )
}
