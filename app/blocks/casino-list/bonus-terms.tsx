// The bonus's terms in one compact line, as German bonus advertising must state them (GlüStV 2021
// § 5: who may claim it, on what occasion, for how long, and how much must be wagered):
// "Nur für Neukunden ab 18 · erste Einzahlung · 30 Tage gültig · 35× Bonus". A term the bonus does
// not state is left out; the German site's compliance check refuses a casino without the required ones.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { contentText } from '../../i18n/content-texts.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import { formatNumber } from '../../ui/format.ts'

type Bonus = Product['bonus']
type Props = { bonus: Bonus; locale: Locale }

export function BonusTerms({ bonus, locale }: Props) {
  const terms = useBonusTerms(bonus, locale)
  return terms.length > 0 ? <p className="bonus__terms">{terms.join(' · ')}</p> : null
}

export function useBonusTerms(bonus: Bonus, locale: Locale): readonly string[] {
  const { t, i18n } = useLingui()
  const bonusTerms = () => {
    // Each term's text is looked up only when the bonus states it: a card shows five of twelve.
    const eligibility = {
      'new-customers': () => t`Nur für Neukunden ab 18`,
      'existing-customers': () => t`Für Bestandskunden ab 18`,
    } satisfies Record<NonNullable<Bonus['eligibility']>, () => string>
    const occasion = {
      registration: () => t`bei Registrierung`,
      'first-deposit': () => t`erste Einzahlung`,
      deposit: () => t`jede Einzahlung`,
      reload: () => t`Reload-Einzahlung`,
    } satisfies Record<NonNullable<Bonus['occasion']>, () => string>
    // The placeholders keep their names: they are part of each message's id in the catalogues.
    const wagering = {
      bonus: (times: string) => t`${times} Bonus`,
      'bonus-and-deposit': (times: string) => t`${times} Bonus und Einzahlung`,
    } satisfies Record<NonNullable<Bonus['wageringBase']>, (times: string) => string>
    const validity = (validDays: number) => {
      if (validDays === 1) return t`1 Tag gültig`
      const days = formatNumber(validDays, locale)
      return t`${days} Tage gültig`
    }
    const stake = (amount: number) => {
      const maxStake = formatMoney(amount, locale)
      return t`max. ${maxStake} Einsatz`
    }
    return [
      bonus.eligibility && eligibility[bonus.eligibility](),
      bonus.occasion && occasion[bonus.occasion](),
      bonus.validDays !== undefined && validity(bonus.validDays),
      bonus.wagering > 0 &&
        bonus.wageringBase &&
        wagering[bonus.wageringBase](`${formatNumber(bonus.wagering, locale)}×`),
      bonus.maxStake !== undefined && stake(bonus.maxStake),
    ].filter((term): term is string => typeof term === 'string')
  }
  // On the server, looked up and formatted once per bonus and catalogue (app/i18n/content-texts.ts).
  return import.meta.env.SSR ? contentText(bonus, i18n, `bonus-terms|${locale}`, bonusTerms) : bonusTerms()
}
