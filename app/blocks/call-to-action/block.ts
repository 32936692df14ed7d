import { blockIdLabel, headingLabel, linkLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type CallToActionBlock, callToActionBlockSchema } from './schema.ts'

export const callToActionExample: CallToActionBlock = {
  blockType: 'callToAction',
  heading: 'Alle Bonusangebote im Vergleich',
  text: 'Finden Sie den Casino Bonus, der zu Ihrem Spielstil passt.',
  link: { label: 'Zum Bonusvergleich', href: '/casino-boni/' },
}

export const callToActionBlock = defineBlock({
  schema: callToActionBlockSchema,
  example: callToActionExample,
  cms: {
    labels: {
      singular: { de: 'Handlungsaufruf', en: 'Call to action' },
      plural: { de: 'Handlungsaufrufe', en: 'Calls to action' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      text: { label: { de: 'Text', en: 'Text' } },
      link: linkLabel,
    },
    outboundLinks: { externalHref: 'link.href' },
  },
})
