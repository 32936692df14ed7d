import { defineBlockView } from '../define-block.ts'
import { VideoEmbed, videoEmbedCspSources } from './component.tsx'
import type { VideoEmbedBlock } from './schema.ts'

export const videoEmbedView = defineBlockView<VideoEmbedBlock>({
  Component: VideoEmbed,
  csp: () => videoEmbedCspSources,
})
