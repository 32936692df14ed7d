import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** Slot games as cards, optionally only one studio's, optionally limited. */
export const slotsGridBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('slotsGrid'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    gameProviderId: z.optional(slugSchema),
    limit: z.optional(z.int().check(z.gte(1), z.lte(48))),
  }),
)
export type SlotsGridBlock = z.infer<typeof slotsGridBlockSchema>
