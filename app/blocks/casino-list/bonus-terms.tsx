// The bonus's terms in one compact line, as German bonus advertising must state them (GlüStV 2021
// § 5: who may claim it, on what occasion, for how long, and how much must be wagered):
// "Nur für Neukunden ab 18 · erste Einzahlung · 30 Tage gültig · 35× Bonus". A term the bonus does
// not state is left out; the German site's compliance check refuses a casino without the required ones.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import { formatNumber } from '../../ui/format.ts'

type Bonus = Product['bonus']
type Props = { bonus: Bonus; locale: Locale }

export function BonusTerms({ bonus, locale }: Props) {
  const terms = useBonusTerms(bonus, locale)
  return terms.length > 0 ? <p className="bonus__terms">{terms.join(' · ')}</p> : null
}

export function useBonusTerms(bonus: Bonus, locale: Locale): string[] {
  const { t } = useLingui()
  const eligibility = {
    'new-customers': t`Nur für Neukunden ab 18`,
    'existing-customers': t`Für Bestandskunden ab 18`,
  } satisfies Record<NonNullable<Bonus['eligibility']>, string>
  const occasion = {
    registration: t`bei Registrierung`,
    'first-deposit': t`erste Einzahlung`,
    deposit: t`jede Einzahlung`,
    reload: t`Reload-Einzahlung`,
  } satisfies Record<NonNullable<Bonus['occasion']>, string>
  const days = bonus.validDays === undefined ? '' : formatNumber(bonus.validDays, locale)
  const times = `${formatNumber(bonus.wagering, locale)}×`
  const wagering = {
    bonus: t`${times} Bonus`,
    'bonus-and-deposit': t`${times} Bonus und Einzahlung`,
  } satisfies Record<NonNullable<Bonus['wageringBase']>, string>
  const maxStake = bonus.maxStake === undefined ? '' : formatMoney(bonus.maxStake, locale)
  return [
    bonus.eligibility && eligibility[bonus.eligibility],
    bonus.occasion && occasion[bonus.occasion],
    bonus.validDays !== undefined && (bonus.validDays === 1 ? t`1 Tag gültig` : t`${days} Tage gültig`),
    bonus.wagering > 0 && bonus.wageringBase && wagering[bonus.wageringBase],
    bonus.maxStake !== undefined && t`max. ${maxStake} Einsatz`,
  ].filter((term): term is string => typeof term === 'string')
}
