// A product's rating as the method makes it: each category's score and weight, and the total the
// weights compute (app/products/scoring.ts), with a link to the page that states the method. The
// casino review and the finance cards show it; the comparison and the method page read the labels.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '../../app.config.ts'
import type { CasinoScores, FinanceScores } from '../contracts/content/schemas.ts'
import {
  casinoScoreBreakdown,
  financeScoreBreakdown,
  type ScoredKind,
  type scoringMethods,
} from '../products/scoring.ts'
import { ContentLink } from '../ui/content-link.tsx'
import { formatNumber, formatPercent } from '../ui/format.ts'

type Categories<Kind extends ScoredKind> = (typeof scoringMethods)[Kind]['categories'][number]

/** What each category of each kind's method is called. */
export const scoreLabels: { [Kind in ScoredKind]: Record<Categories<Kind>, MessageDescriptor> } = {
  casino: {
    licence: msg`Lizenz und Spielerschutz`,
    bonus: msg`Fairness des Bonus`,
    payments: msg`Ein- und Auszahlungen`,
    games: msg`Spielauswahl`,
    mobile: msg`Mobile Nutzung`,
    support: msg`Kundenservice`,
  },
  finance: {
    costs: msg`Kosten`,
    conditions: msg`Konditionen`,
    application: msg`Antrag und Auszahlung`,
    service: msg`Service`,
  },
}

/** A score out of 5 with one decimal, as the site shows every score. */
export const formatScore = (score: number, locale: Locale) =>
  formatNumber(score, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

type Scored = { kind: 'casino'; scores: CasinoScores } | { kind: 'finance'; scores: FinanceScores }

/** Each category's label, weight and score, in the method's order. */
function labelledRows(scored: Scored) {
  return scored.kind === 'casino'
    ? casinoScoreBreakdown(scored.scores).map((row) => ({ ...row, label: scoreLabels.casino[row.category] }))
    : financeScoreBreakdown(scored.scores).map((row) => ({ ...row, label: scoreLabels.finance[row.category] }))
}

export function ScoreBreakdown({
  scored,
  rating,
  locale,
  methodPath,
}: {
  scored: Scored
  /** The total the method computed from these scores (app/products/scoring.ts). */
  rating: number
  locale: Locale
  /** The page that states the method, where the site has one. */
  methodPath?: string
}) {
  const { t, i18n } = useLingui()
  return (
    <>
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
          {labelledRows(scored).map(({ category, label, score, weight }) => (
            <tr key={category} data-score-category={category}>
              <th scope="row">{i18n._(label)}</th>
              <td>{formatPercent(weight, locale)}</td>
              <td>{formatScore(score, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t`Gesamt`}</th>
            <td>{formatPercent(100, locale)}</td>
            <td data-score-total="">{formatScore(rating, locale)}</td>
          </tr>
        </tfoot>
      </table>
      {methodPath && (
        <p className="score-breakdown__method">
          <ContentLink href={methodPath}>
            <Trans>So bewerten wir: unsere Methode im Detail</Trans>
          </ContentLink>
        </p>
      )}
    </>
  )
}
