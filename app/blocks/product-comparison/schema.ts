import { headingSchema } from '../../contracts/block-fields.ts'
import { maxCompared } from '../../contracts/compare-selection.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/**
 * Products side by side, every attribute in a row: casinos on a casino site, finance products on a
 * finance site. Editors choose the products; on the comparison page (`fromUrl`) the visitor's choice
 * in the URL (?ids=) takes their place.
 */
export const productComparisonBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('productComparison'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    productIds: z
      .array(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug')))
      .check(z.maxLength(maxCompared)),
    fromUrl: z._default(z.boolean(), false),
  }),
)
export type ProductComparisonBlock = z.infer<typeof productComparisonBlockSchema>
