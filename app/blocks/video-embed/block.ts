import { defineBlock } from '../define-block.ts'
import { type VideoEmbedBlock, videoEmbedBlockSchema } from './schema.ts'

export const videoEmbedExample: VideoEmbedBlock = {
  blockType: 'videoEmbed',
  videoId: 'dQw4w9WgXcQ',
  title: 'So funktioniert die Einzahlung mit PayPal',
}

export const videoEmbedBlock = defineBlock({
  schema: videoEmbedBlockSchema,
  example: videoEmbedExample,
  cms: {},
})
