import { blockIdLabel } from '../../contracts/field-labels.ts'
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
  cms: {
    labels: { singular: { de: 'Video', en: 'Video' }, plural: { de: 'Videos', en: 'Videos' } },
    fields: {
      id: blockIdLabel,
      videoId: {
        label: { de: 'YouTube-Video-ID', en: 'YouTube video ID' },
        description: { de: 'Die 11 Zeichen nach „watch?v=“.', en: 'The 11 characters after “watch?v=”.' },
      },
      title: { label: { de: 'Titel', en: 'Title' } },
      poster: {
        label: { de: 'Vorschaubild', en: 'Poster image' },
        description: {
          de: 'Pfad eines Bildes der Seite, z. B. /images/video.webp.',
          en: 'Path of an image on the site, e.g. /images/video.webp.',
        },
      },
    },
  },
})
