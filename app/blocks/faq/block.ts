import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type FaqBlock, faqBlockSchema } from './schema.ts'

export const faqExample: FaqBlock = {
  blockType: 'faq',
  heading: 'Häufige Fragen',
  items: [{ question: 'Sind Online Casinos in Deutschland legal?', answer: '<p>Ja, mit einer Lizenz der GGL.</p>' }],
}

export const faqBlock = defineBlock({
  schema: faqBlockSchema,
  example: faqExample,
  cms: {
    labels: { singular: { de: 'FAQ', en: 'FAQ' }, plural: { de: 'FAQs', en: 'FAQs' } },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      items: {
        label: { de: 'Fragen', en: 'Questions' },
        rows: { singular: { de: 'Frage', en: 'Question' }, plural: { de: 'Fragen', en: 'Questions' } },
        fields: {
          question: { label: { de: 'Frage', en: 'Question' } },
          answer: {
            label: { de: 'Antwort', en: 'Answer' },
            description: {
              de: 'Absätze, Listen, fett, kursiv und Links; die Werkzeugleiste erscheint beim Markieren.',
              en: 'Paragraphs, lists, bold, italic and links; the toolbar shows when text is selected.',
            },
          },
        },
      },
    },
    richText: ['items[].answer'],
  },
})
