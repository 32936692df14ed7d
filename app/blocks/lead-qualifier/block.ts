import {
  blockIdLabel,
  financeListPresentationLabel,
  financeSelectionLabel,
  headingLabel,
} from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { questionsLabel } from '../survey/block.ts'
import { type LeadQualifierBlock, leadQualifierBlockSchema } from './schema.ts'

export const leadQualifierExample: LeadQualifierBlock = {
  blockType: 'leadQualifier',
  heading: 'Welcher Kredit passt zu Ihnen?',
  questions: [
    {
      id: 'zweck',
      question: 'Wofür brauchen Sie das Geld?',
      options: [
        { value: 'auto', label: 'Auto', tags: ['car'] },
        { value: 'frei', label: 'Zur freien Verwendung', tags: [] },
      ],
    },
  ],
  selection: { kinds: ['loan'] },
  presentation: 'ranked',
}

export const leadQualifierBlock = defineBlock({
  schema: leadQualifierBlockSchema,
  example: leadQualifierExample,
  cms: {
    labels: {
      singular: { de: 'Bedarfsfragen', en: 'Lead qualifier' },
      plural: { de: 'Bedarfsfragen', en: 'Lead qualifiers' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      questions: questionsLabel,
      selection: financeSelectionLabel,
      presentation: financeListPresentationLabel,
    },
    outboundLinks: 'always',
  },
})
