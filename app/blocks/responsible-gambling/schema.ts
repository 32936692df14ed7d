import { lazySchema, z } from '../../lib/zod.ts'

/** The legally required notice: 18+, gambling can be addictive, where to get free help. */
export const responsibleGamblingBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('responsibleGambling'),
    id: z.optional(z.string()),
    variant: z._default(z.enum(['full', 'compact']), 'full'),
  }),
)
export type ResponsibleGamblingBlock = z.infer<typeof responsibleGamblingBlockSchema>
