import { defineBlock } from '../define-block.ts'
import { type RichTextBlock, richTextBlockSchema } from './schema.ts'

export const richTextExample: RichTextBlock = {
  blockType: 'richText',
  html: '<h2>So testen wir</h2><p>Jedes Casino wird von unserer Redaktion mit <strong>echtem Geld</strong> geprüft.</p>',
}

export const richTextBlock = defineBlock({
  schema: richTextBlockSchema,
  example: richTextExample,
  cms: { richText: ['html'] },
})
