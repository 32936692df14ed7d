import { lazySchema, z } from '../../lib/zod.ts'

/** A lite YouTube embed: a poster and a play button; the player loads only after a click. */
export const videoEmbedBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('videoEmbed'),
    id: z.optional(z.string()),
    videoId: z.string().check(z.regex(/^[\w-]{11}$/, 'Expected an 11-character YouTube video id')),
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    poster: z.optional(z.string().check(z.regex(/^\/[\w./-]+$/, 'Expected a site-relative image path'))),
  }),
)
export type VideoEmbedBlock = z.infer<typeof videoEmbedBlockSchema>
