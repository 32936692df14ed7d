import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { videoEmbedBlockSchema } from './schema.ts'

export const videoEmbedBlock = defineBlock({
  schema: videoEmbedBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.VideoEmbed)),
})
