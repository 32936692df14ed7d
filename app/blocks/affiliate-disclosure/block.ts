import { blockIdLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type AffiliateDisclosureBlock, affiliateDisclosureBlockSchema } from './schema.ts'

export const affiliateDisclosureExample: AffiliateDisclosureBlock = { blockType: 'affiliateDisclosure' }

export const affiliateDisclosureBlock = defineBlock({
  schema: affiliateDisclosureBlockSchema,
  example: affiliateDisclosureExample,
  cms: {
    labels: {
      singular: { de: 'Affiliate-Hinweis', en: 'Affiliate disclosure' },
      plural: { de: 'Affiliate-Hinweise', en: 'Affiliate disclosures' },
    },
    fields: {
      id: blockIdLabel,
      text: {
        label: { de: 'Eigener Hinweistext', en: 'Own disclosure text' },
        description: {
          de: 'Leer lassen für den seitenweiten Text aus den Komponenten. Muss vor dem ersten Affiliate-Link stehen.',
          en: 'Leave empty for the site-wide text from the components. Must come before the first affiliate link.',
        },
      },
    },
  },
})
