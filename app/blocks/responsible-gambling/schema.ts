import { z } from 'zod'

/** The legally required notice: 18+, gambling can be addictive, where to get free help. */
export const responsibleGamblingBlockSchema = z.object({
  blockType: z.literal('responsibleGambling'),
  id: z.string().optional(),
  variant: z.enum(['full', 'compact']).default('full'),
})
export type ResponsibleGamblingBlock = z.infer<typeof responsibleGamblingBlockSchema>

export const responsibleGamblingExample: ResponsibleGamblingBlock = {
  blockType: 'responsibleGambling',
  variant: 'full',
}
