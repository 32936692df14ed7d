import { defineBlock } from '../define-block.ts'
import { videoEmbedBlockSchema, videoEmbedExample } from './schema.ts'

export const videoEmbedBlock = defineBlock({
  schema: videoEmbedBlockSchema,
  example: videoEmbedExample,
  cms: {},
})
