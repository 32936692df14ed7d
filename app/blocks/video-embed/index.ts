import { defineBlock } from '../define-block.ts'
import { VideoEmbed } from './component.tsx'
import { videoEmbedBlockSchema } from './schema.ts'

export const videoEmbedBlock = defineBlock({ schema: videoEmbedBlockSchema, Component: VideoEmbed })
