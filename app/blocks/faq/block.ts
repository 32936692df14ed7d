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
  cms: { richText: ['items[].answer'] },
})
