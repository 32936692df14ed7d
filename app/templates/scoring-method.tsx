// The published scoring method as the method page states it (scoring-method-page.tsx, which loads
// this chunk): the categories, their weights, how the total is computed and a worked example, all
// rendered from app/products/scoring.ts, the table that computes every rating, so the page cannot
// state weights the site does not use (docs/decisions/098-scoring-method-page.md).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '../../app.config.ts'
import { formatScore, scoreLabels } from '../blocks/score-breakdown.tsx'
import { type ScoredKind, scoringMethods } from '../products/scoring.ts'
import { scoringExamples, totalOf } from '../products/scoring-examples.ts'
import { formatPercent } from '../ui/format.ts'

/** What the editors look at in each category, in their words. */
const scoreDescriptions: { [Kind in ScoredKind]: Record<keyof (typeof scoreLabels)[Kind], MessageDescriptor> } = {
  casino: {
    licence: msg`Eine Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder, Einzahlungslimit, Panikknopf, Anbindung an die Sperrdatei OASIS und gut sichtbare Hilfsangebote.`,
    bonus: msg`Was der Bonus nach seinen Bedingungen wirklich wert ist: Umsatzanforderung und worauf sie sich bezieht, Frist, Höchsteinsatz und welche Spiele zählen.`,
    payments: msg`Wie viele gängige Zahlungsmethoden es gibt, was Ein- und Auszahlungen kosten und wie schnell eine Auszahlung ankommt.`,
    games: msg`Umfang und Qualität des Spielangebots: wie viele Spielehersteller, Slots und Live-Tische es gibt.`,
    mobile: msg`Wie gut sich das Casino am Smartphone bedienen lässt, im Browser und in einer App.`,
    support: msg`Erreichbarkeit, Sprache und Qualität der Antworten in Chat, E-Mail und Telefon.`,
  },
  finance: {
    costs: msg`Effektiver Jahreszins, Jahresgebühr und Nebenkosten: was das Angebot über die Laufzeit kostet.`,
    conditions: msg`Kreditbetrag, Laufzeit oder Kreditrahmen und wie flexibel Sondertilgungen und Ratenpausen sind.`,
    application: msg`Wie einfach der Antrag ist und wie schnell die Entscheidung fällt und das Geld ankommt.`,
    service: msg`Erreichbarkeit, Beratung und wie verständlich Vertrag und Unterlagen sind.`,
  },
}

export function ScoringMethod({ kind, locale }: { kind: ScoredKind; locale: Locale }) {
  const { t, i18n } = useLingui()
  const { categories, weights } = scoringMethods[kind]
  const labels: Record<string, MessageDescriptor> = scoreLabels[kind]
  const descriptions: Record<string, MessageDescriptor> = scoreDescriptions[kind]
  const example = scoringExamples[kind]
  const count = categories.length
  return (
    <section className="scoring-method" aria-labelledby="scoring-method-categories">
      <h2 id="scoring-method-categories">
        <Trans>Die Kategorien und ihre Gewichte</Trans>
      </h2>
      <table className="scoring-method__weights">
        <caption className="visually-hidden">{t`Kategorien und Gewichte der Bewertung`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Kategorie`}</th>
            <th scope="col">{t`Gewichtung`}</th>
            <th scope="col">{t`Was wir prüfen`}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category: string) => (
            <tr key={category} data-method-category={category}>
              <th scope="row">{i18n._(labels[category] as MessageDescriptor)}</th>
              <td data-method-weight="">{formatPercent(weights[category as keyof typeof weights], locale)}</td>
              <td>{i18n._(descriptions[category] as MessageDescriptor)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>
        <Trans>So entsteht die Gesamtnote</Trans>
      </h2>
      <p>
        <Trans>
          Die Redaktion vergibt in jeder der {count} Kategorien 0 bis 5 Punkte, nach eigenen Tests. Jede Punktzahl wird
          mit dem Gewicht ihrer Kategorie multipliziert; die Summe ist die Gesamtnote von 5, auf eine Nachkommastelle
          gerundet (ab der Hälfte aufgerundet). Die Gesamtnote wird immer so berechnet und nie von Hand gesetzt.
        </Trans>
      </p>
      <h3>
        <Trans>Ein Beispiel</Trans>
      </h3>
      <p data-method-example="">
        {example.map(({ category, score, weight }, index) => (
          <span key={category}>
            {index > 0 && ' + '}
            {formatScore(score, locale)} × {formatPercent(weight, locale)}
          </span>
        ))}{' '}
        = <strong data-method-example-total="">{formatScore(totalOf(example), locale)}</strong>
      </p>
    </section>
  )
}
