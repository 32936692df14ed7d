import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type CookiePolicyBlock, cookiePolicyBlockSchema } from './schema.ts'

export const cookiePolicyExample: CookiePolicyBlock = {
  blockType: 'cookiePolicy',
  heading: 'Eingesetzte Cookies und Dienste',
}

export const cookiePolicyBlock = defineBlock({
  schema: cookiePolicyBlockSchema,
  example: cookiePolicyExample,
  cms: {
    labels: {
      singular: { de: 'Cookie-Richtlinie', en: 'Cookie policy' },
      plural: { de: 'Cookie-Richtlinien', en: 'Cookie policies' },
    },
    fields: { id: blockIdLabel, heading: headingLabel },
  },
})
