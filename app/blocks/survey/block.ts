import { blockIdLabel, type FieldLabel, financeSelectionLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import type { Question } from './questions.ts'
import { type SurveyBlock, surveyBlockSchema } from './schema.ts'

export const surveyExample: SurveyBlock = {
  blockType: 'survey',
  heading: 'Kreditcheck in zwei Fragen',
  steps: [
    {
      id: 'betrag',
      question: 'Wie viel möchten Sie leihen?',
      options: [
        { value: 'klein', label: 'Bis 5.000 €', tags: ['small'] },
        { value: 'gross', label: 'Mehr als 5.000 €', tags: ['large'] },
      ],
    },
    {
      id: 'laufzeit',
      question: 'Wie lange möchten Sie zurückzahlen?',
      options: [
        { value: 'kurz', label: 'Bis 3 Jahre', tags: ['short-term'] },
        { value: 'lang', label: 'Länger', tags: [] },
      ],
    },
  ],
  selection: { kinds: ['loan'] },
  resultHeading: 'Ihre passenden Angebote',
}

/** The labels of a list of questions, as the survey's steps and the lead qualifier's questions hold them. */
export const questionsLabel = {
  label: { de: 'Fragen', en: 'Questions' },
  rows: { singular: { de: 'Frage', en: 'Question' }, plural: { de: 'Fragen', en: 'Questions' } },
  fields: {
    id: {
      label: { de: 'Kennung', en: 'Identifier' },
      description: {
        de: 'Kleinbuchstaben und Bindestriche, je Frage eindeutig.',
        en: 'Lowercase and hyphens, unique per question.',
      },
    },
    question: { label: { de: 'Frage', en: 'Question' } },
    options: {
      label: { de: 'Antworten', en: 'Answers' },
      rows: { singular: { de: 'Antwort', en: 'Answer' }, plural: { de: 'Antworten', en: 'Answers' } },
      fields: {
        value: {
          label: { de: 'Wert', en: 'Value' },
          description: {
            de: 'Kennung der Antwort, je Frage eindeutig.',
            en: 'The answer’s identifier, unique per question.',
          },
        },
        label: { label: { de: 'Antworttext', en: 'Answer text' } },
        tags: {
          label: { de: 'Passende Produkt-Tags', en: 'Matching product tags' },
          description: {
            de: 'Die Tags der Produkte, zu denen die Antwort passt; leer bedeutet „egal“.',
            en: 'The tags of the products the answer suits; empty means “no preference”.',
          },
        },
      },
    },
  },
} satisfies FieldLabel<Question[]>

export const surveyBlock = defineBlock({
  schema: surveyBlockSchema,
  example: surveyExample,
  cms: {
    labels: { singular: { de: 'Umfrage', en: 'Survey' }, plural: { de: 'Umfragen', en: 'Surveys' } },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      steps: {
        ...questionsLabel,
        label: { de: 'Schritte', en: 'Steps' },
        rows: { singular: { de: 'Schritt', en: 'Step' }, plural: { de: 'Schritte', en: 'Steps' } },
      },
      selection: financeSelectionLabel,
      resultHeading: { label: { de: 'Überschrift des Ergebnisses', en: 'Result heading' } },
    },
    outboundLinks: 'always',
  },
})
