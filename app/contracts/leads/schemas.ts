// The leads API's contract (SPEC section 7: POST /impression, /user-events, /client-id): request
// bodies and answers, shared by the embedded server (which validates with them) and the browser's
// client (which parses answers with them). Bodies are strict: an unknown field is a 400, not noise.
import { localeSchema } from '../../../app.config.ts'
import { lazySchema, z } from '../../lib/zod.ts'
import { productSchema } from '../content/schemas.ts'
import { trackingDataSchema } from '../tracking-fields.ts'

export const impressionIdSchema = z.uuid()

export const deviceSchema = lazySchema(() =>
  z.strictObject({
    /** navigator.deviceMemory in GiB; browsers without it send nothing. */
    memory: z.optional(z.number().check(z.positive(), z.lte(1024))),
    /** Date.prototype.getTimezoneOffset(): minutes, UTC-14 to UTC+12. */
    timezoneOffset: z.int().check(z.gte(-840), z.lte(720)),
    resolution: z.string().check(z.regex(/^\d{1,5}x\d{1,5}$/, 'Expected WIDTHxHEIGHT')),
    language: z.string().check(z.minLength(2), z.maxLength(35)),
  }),
)
export type Device = z.infer<typeof deviceSchema>

export const impressionRequestSchema = lazySchema(() =>
  z.strictObject({
    device: deviceSchema,
    trackingData: trackingDataSchema,
    /** The stored impression; omitted when a new one is forced. */
    impressionId: z.optional(impressionIdSchema),
    locale: localeSchema,
    /** Pages that list no products (SPEC section 9) ask for none. */
    noProducts: z.optional(z.boolean()),
  }),
)
export type ImpressionRequest = z.infer<typeof impressionRequestSchema>

export const channelSchema = lazySchema(() =>
  z.object({ id: z.int().check(z.positive()), name: z.string().check(z.minLength(1)) }),
)

export const impressionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    uniqueUserId: z.optional(z.string().check(z.minLength(1))),
    source: z.object({ channel: channelSchema }),
  }),
)
export type Impression = z.infer<typeof impressionSchema>

export const impressionResponseSchema = lazySchema(() =>
  z.object({ impression: impressionSchema, products: z.array(productSchema) }),
)
export type ImpressionResponse = z.infer<typeof impressionResponseSchema>

/** A product where the visitor saw it: its 1-based position in the list. */
export const productPlacementSchema = lazySchema(() =>
  z.strictObject({
    productId: productSchema.shape.id.check(z.maxLength(100)),
    position: z.int().check(z.gte(1), z.lte(500)),
  }),
)
export type ProductPlacement = z.infer<typeof productPlacementSchema>

export const userEventRequestSchema = lazySchema(() =>
  z.discriminatedUnion('partitionKey', [
    z.strictObject({
      partitionKey: z.literal('productView'),
      data: z.extend(productPlacementSchema, { impressionId: impressionIdSchema }),
    }),
    z.strictObject({
      partitionKey: z.literal('initialProductList'),
      data: z.strictObject({
        impressionId: impressionIdSchema,
        products: z.array(productPlacementSchema).check(z.minLength(1), z.maxLength(100)),
      }),
    }),
  ]),
)
export type UserEventRequest = z.infer<typeof userEventRequestSchema>

export const userEventResponseSchema = lazySchema(() => z.object({ recorded: z.int().check(z.nonnegative()) }))

export const clientTypes = ['facebook', 'tiktok', 'google'] as const
export const clientIdRequestSchema = lazySchema(() =>
  z.strictObject({
    clientType: z.enum(clientTypes),
    impressionId: impressionIdSchema,
    clientId: z.string().check(z.minLength(1), z.maxLength(200)),
    clickId: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
    locale: localeSchema,
  }),
)
export type ClientIdRequest = z.infer<typeof clientIdRequestSchema>

export const clientIdResponseSchema = lazySchema(() => z.object({ recorded: z.boolean() }))

/** Every error answer of the leads API; field names the offending body field (dotted path). */
export const leadsErrorSchema = lazySchema(() =>
  z.object({
    error: z.object({ code: z.string(), message: z.string().check(z.minLength(1)), field: z.optional(z.string()) }),
  }),
)
export type LeadsError = z.infer<typeof leadsErrorSchema>['error']
