import { headingSchema } from '../../contracts/block-fields.ts'
import { wageringBaseSchema } from '../../contracts/content/schemas.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/**
 * What a deposit bonus costs to play through (app/products/wagering.ts): the example it opens with,
 * which the server renders with its result; visitors change the figures in the browser.
 */
export const wageringCalculatorBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('wageringCalculator'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    deposit: z.number().check(z.positive(), z.lte(100_000)),
    bonusPercentage: z.number().check(z.positive(), z.lte(1000)),
    bonusCap: z.number().check(z.positive(), z.lte(100_000)),
    wagering: z.number().check(z.nonnegative(), z.lte(200)),
    wageringBase: wageringBaseSchema,
    rtp: z.number().check(z.gte(80), z.lte(100)),
  }),
)
export type WageringCalculatorBlock = z.infer<typeof wageringCalculatorBlockSchema>
