import { z } from 'zod'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

/** Game studios as cards; without ids it shows all of them. */
export const gameProviderGridBlockSchema = z.object({
  blockType: z.literal('gameProviderGrid'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  providerIds: z.array(slugSchema).optional(),
})
export type GameProviderGridBlock = z.infer<typeof gameProviderGridBlockSchema>

export const gameProviderGridExample: GameProviderGridBlock = {
  blockType: 'gameProviderGrid',
  heading: 'Spielehersteller',
}
