import { z } from 'zod'
import { headingSchema, slugSchema } from '../shared-schemas.ts'

/** Slot games as cards, optionally only one studio's, optionally limited. */
export const slotsGridBlockSchema = z.object({
  blockType: z.literal('slotsGrid'),
  id: z.string().optional(),
  heading: headingSchema.optional(),
  gameProviderId: slugSchema.optional(),
  limit: z.number().int().min(1).max(48).optional(),
})
export type SlotsGridBlock = z.infer<typeof slotsGridBlockSchema>

export const slotsGridExample: SlotsGridBlock = { blockType: 'slotsGrid', heading: 'Beliebte Slots', limit: 6 }
