import { headingSchema } from '../../contracts/block-fields.ts'
import { casinoVisitorFilters } from '../../contracts/list-search.ts'
import { casinoListFilterSchema, casinoListSortSchema } from '../../contracts/product-selection.ts'
import { lazySchema, z } from '../../lib/zod.ts'

/** The comparison list: which casinos a route shows is decided by its filter, set in the CMS. */
export const casinoListBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('casinoList'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    filter: casinoListFilterSchema,
    sort: z._default(casinoListSortSchema, 'rank'),
    limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
    /** The filters visitors may set above the list (app/contracts/list-search.ts); sorting is always offered. */
    visitorFilters: z.optional(z.array(z.enum(casinoVisitorFilters))),
  }),
)
export type CasinoListBlock = z.infer<typeof casinoListBlockSchema>
