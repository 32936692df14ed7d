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
  cms: { outboundLinks: { externalHref: 'link.href' } },
})
