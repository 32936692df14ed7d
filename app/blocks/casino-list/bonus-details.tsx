import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { contentText } from '../../i18n/content-texts.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import { FactList } from '../../ui/fact-list.tsx'
import { formatNumber, formatPercent } from '../../ui/format.ts'
import { BonusCode } from './bonus-code.tsx'
import { BonusTerms } from './bonus-terms.tsx'

type Props = { bonus: Product['bonus']; locale: Locale }

export function BonusDetails({ bonus, locale }: Props) {
  const { t, i18n } = useLingui()
  const bonusFacts = () => {
    const wagering = `${formatNumber(bonus.wagering, locale)}x`
    // A fact that does not apply to this offer (no free spins, no match bonus) is left out.
    return [
      { label: t`Bonus bis`, value: formatMoney(bonus.amount, locale), shown: bonus.amount > 0 },
      { label: t`Einzahlungsbonus`, value: formatPercent(bonus.percentage, locale), shown: bonus.percentage > 0 },
      { label: t`Freispiele`, value: formatNumber(bonus.freeSpins, locale), shown: bonus.freeSpins > 0 },
      { label: t`Umsatzbedingung`, value: bonus.wagering > 0 ? wagering : t`Keine`, shown: true },
      {
        label: t`Mindesteinzahlung`,
        value: bonus.noDeposit ? t`Ohne Einzahlung` : formatMoney(bonus.minimumDeposit, locale),
        shown: true,
      },
    ].filter((fact) => fact.shown)
  }
  // On the server, looked up and formatted once per bonus and catalogue (app/i18n/content-texts.ts).
  const facts = import.meta.env.SSR ? contentText(bonus, i18n, `bonus-facts|${locale}`, bonusFacts) : bonusFacts()
  return (
    <div className="bonus">
      <p className="bonus__headline">{bonus.headline}</p>
      <BonusTerms bonus={bonus} locale={locale} />
      <FactList facts={facts} className="bonus__facts" />
      {bonus.code && <BonusCode code={bonus.code} />}
    </div>
  )
}
