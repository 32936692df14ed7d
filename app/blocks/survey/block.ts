import { defineBlock } from '../define-block.ts'
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

export const surveyBlock = defineBlock({
  schema: surveyBlockSchema,
  example: surveyExample,
  cms: { outboundLinks: 'always' },
})
