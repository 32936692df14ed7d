// The rows finance products are compared by: the rating and each category's score, then the facts
// their cards show (rate, fee, amount, term, credit limit, …; a row only where one of them has it),
// then their highlights.
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import { type FinanceProduct, financeScoreCategories } from '../../contracts/content/schemas.ts'
import { financeRating } from '../../products/scoring.ts'
import { useFinanceFacts } from '../finance-product-list/product-facts.tsx'
import { formatScore, scoreLabels } from '../score-breakdown.tsx'
import type { ComparisonRow } from './comparison-table.tsx'

export function useFinanceRows(locale: Locale): ComparisonRow<FinanceProduct>[] {
  const { t, i18n } = useLingui()
  return [
    {
      key: 'rating',
      label: t`Bewertung (von 5)`,
      cell: (p) => formatScore(financeRating(p.scores), locale),
      same: (p) => financeRating(p.scores),
    },
    ...financeScoreCategories.map((category) => ({
      key: category,
      label: i18n._(scoreLabels.finance[category]),
      cell: (p: FinanceProduct) => formatScore(p.scores[category], locale),
      same: (p: FinanceProduct) => p.scores[category],
    })),
    ...useFinanceFacts(locale).map(({ key, label, value }) => ({ key, label, cell: value, same: value })),
    {
      key: 'highlights',
      label: t`Vorteile`,
      cell: (p) => (
        <ul className="comparison__list">
          {p.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ),
      same: (p) => p.highlights.join(),
    },
  ]
}
