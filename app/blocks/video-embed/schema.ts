import { z } from 'zod'

/** A lite YouTube embed: a poster and a play button; the player loads only after a click. */
export const videoEmbedBlockSchema = z.object({
  blockType: z.literal('videoEmbed'),
  id: z.string().optional(),
  videoId: z.string().regex(/^[\w-]{11}$/, 'Expected an 11-character YouTube video id'),
  title: z.string().min(1).max(120),
  poster: z
    .string()
    .regex(/^\/[\w./-]+$/, 'Expected a site-relative image path')
    .optional(),
})
export type VideoEmbedBlock = z.infer<typeof videoEmbedBlockSchema>

export const videoEmbedExample: VideoEmbedBlock = {
  blockType: 'videoEmbed',
  videoId: 'dQw4w9WgXcQ',
  title: 'So funktioniert die Einzahlung mit PayPal',
}
