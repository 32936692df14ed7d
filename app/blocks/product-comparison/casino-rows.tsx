// The rows casinos are compared by: the rating and each category's score, the bonus and its terms,
// wagering, minimum deposit, payment methods, studios and licence.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { casinoScoreCategories } from '../../contracts/content/schemas.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import { formatNumber, formatPercent } from '../../ui/format.ts'
import { BonusTerms } from '../casino-list/bonus-terms.tsx'
import { paymentMethodNames } from '../provider-queries.ts'
import { formatScore, scoreLabels } from '../score-breakdown.tsx'
import { selectByIds } from '../select-by-ids.ts'
import type { ComparedCasino } from './comparable-casinos-query.ts'
import type { ComparisonRow } from './comparison-table.tsx'

export function useCasinoRows(locale: Locale): ComparisonRow<ComparedCasino>[] {
  const { t, i18n } = useLingui()
  const { data: methods } = useLoadedQuery(paymentMethodNames(locale))
  const money = (amount: number) => formatMoney(amount, locale)
  const methodNames = (casino: ComparedCasino) =>
    selectByIds(methods, casino.paymentProviderIds).map((method) => method.name)
  return [
    { key: 'rating', label: t`Bewertung (von 5)`, cell: (c) => formatScore(c.rating, locale), same: (c) => c.rating },
    ...casinoScoreCategories.map((category) => ({
      key: category,
      label: i18n._(scoreLabels.casino[category]),
      cell: (c: ComparedCasino) => formatScore(c.scores[category], locale),
      same: (c: ComparedCasino) => c.scores[category],
    })),
    { key: 'bonus', label: t`Bonus`, cell: (c) => c.bonus.headline, same: (c) => c.bonus.headline },
    {
      key: 'terms',
      label: t`Bonusbedingungen`,
      cell: (c) => <BonusTerms bonus={c.bonus} locale={locale} />,
      same: ({ bonus }) => [bonus.eligibility, bonus.occasion, bonus.validDays, bonus.maxStake].join(),
    },
    {
      key: 'wagering',
      label: t`Umsatzbedingung`,
      cell: ({ bonus }) =>
        bonus.wagering > 0
          ? `${formatNumber(bonus.wagering, locale)}x ${bonus.wageringBase === 'bonus-and-deposit' ? t`Bonus und Einzahlung` : t`Bonus`}`
          : t`Keine`,
      same: ({ bonus }) => `${bonus.wagering} ${bonus.wageringBase}`,
    },
    {
      key: 'minimumDeposit',
      label: t`Mindesteinzahlung`,
      cell: ({ bonus }) => (bonus.noDeposit ? t`Ohne Einzahlung` : money(bonus.minimumDeposit)),
      same: ({ bonus }) => (bonus.noDeposit ? 0 : bonus.minimumDeposit),
    },
    {
      key: 'match',
      label: t`Einzahlungsbonus`,
      cell: ({ bonus }) =>
        bonus.percentage > 0 ? `${formatPercent(bonus.percentage, locale)} · ${money(bonus.amount)}` : '–',
      same: ({ bonus }) => `${bonus.percentage} ${bonus.amount}`,
    },
    {
      key: 'freeSpins',
      label: t`Freispiele`,
      cell: ({ bonus }) => formatNumber(bonus.freeSpins, locale),
      same: ({ bonus }) => bonus.freeSpins,
    },
    {
      key: 'payments',
      label: t`Zahlungsmethoden`,
      cell: (c) => methodNames(c).join(', '),
      same: (c) => methodNames(c).join(),
    },
    {
      key: 'providers',
      label: t`Spielehersteller`,
      cell: (c) => c.gameProviders.join(', '),
      same: (c) => c.gameProviders.join(),
    },
    {
      key: 'licence',
      label: t`Lizenz`,
      cell: ({ licence }) => `${licence.authority} · ${licence.number}`,
      // Every casino has its own number: the rows differ only when the authority does.
      same: ({ licence }) => licence.authority,
    },
  ]
}
