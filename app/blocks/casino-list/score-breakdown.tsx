// A casino's rating as the method makes it: each category's score and weight, and the total the
// weights compute (app/products/scoring.ts). The review shows it; the comparison reads the labels.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import type { CasinoScores, casinoScoreCategories } from '../../contracts/content/schemas.ts'
import { casinoRating, casinoScoreBreakdown } from '../../products/scoring.ts'
import { formatNumber, formatPercent } from '../../ui/format.ts'

/** What each category of the method is called. */
export const casinoScoreLabels: Record<(typeof casinoScoreCategories)[number], MessageDescriptor> = {
  licence: msg`Lizenz und Spielerschutz`,
  bonus: msg`Fairness des Bonus`,
  payments: msg`Ein- und Auszahlungen`,
  games: msg`Spielauswahl`,
  mobile: msg`Mobile Nutzung`,
  support: msg`Kundenservice`,
}

/** A score out of 5 with one decimal, as the site shows every score. */
export const formatScore = (score: number, locale: Locale) =>
  formatNumber(score, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export function ScoreBreakdown({ scores, locale }: { scores: CasinoScores; locale: Locale }) {
  const { t, i18n } = useLingui()
  return (
    <table className="score-breakdown">
      <caption className="visually-hidden">{t`Bewertung nach Kategorien`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Kategorie`}</th>
          <th scope="col">{t`Gewichtung`}</th>
          <th scope="col">{t`Punkte (von 5)`}</th>
        </tr>
      </thead>
      <tbody>
        {casinoScoreBreakdown(scores).map(({ category, score, weight }) => (
          <tr key={category} data-score-category={category}>
            <th scope="row">{i18n._(casinoScoreLabels[category])}</th>
            <td>{formatPercent(weight, locale)}</td>
            <td>{formatScore(score, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t`Gesamt`}</th>
          <td>{formatPercent(100, locale)}</td>
          <td data-score-total="">{formatScore(casinoRating(scores), locale)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
