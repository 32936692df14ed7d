import { headingSchema, slugSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** Game studios as cards; without ids it shows all of them. */
export const gameProviderGridBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('gameProviderGrid'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    providerIds: z.optional(z.array(slugSchema)),
  }),
)
export type GameProviderGridBlock = z.infer<typeof gameProviderGridBlockSchema>
