import { blockIdLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type RichTextBlock, richTextBlockSchema } from './schema.ts'

export const richTextExample: RichTextBlock = {
  blockType: 'richText',
  html: '<h2>So testen wir</h2><p>Jedes Casino wird von unserer Redaktion mit <strong>echtem Geld</strong> geprüft.</p>',
}

export const richTextBlock = defineBlock({
  schema: richTextBlockSchema,
  example: richTextExample,
  cms: {
    labels: { singular: { de: 'Text', en: 'Rich text' }, plural: { de: 'Texte', en: 'Rich texts' } },
    fields: {
      id: blockIdLabel,
      html: {
        label: { de: 'Text (HTML)', en: 'Text (HTML)' },
        description: {
          de: 'Absätze, Zwischenüberschriften, Listen und Links als HTML; beim Speichern bereinigt.',
          en: 'Paragraphs, subheadings, lists and links as HTML; sanitised when saved.',
        },
      },
    },
    richText: ['html'],
  },
})
