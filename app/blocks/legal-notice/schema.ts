import { headingSchema } from '../../contracts/block-fields.ts'
import { lazySchema, z } from '../../lib/zod.ts'

const line = z.string().check(z.minLength(1), z.maxLength(200))

/**
 * The legal notice (Impressum, § 5 DDG): the operator's own data, kept in the CMS with the page.
 * The block lays it out under the headings the law asks for; it holds no texts of its own.
 */
export const legalNoticeBlockSchema = lazySchema(() =>
  z.object({
    blockType: z.literal('legalNotice'),
    id: z.optional(z.string()),
    heading: z.optional(headingSchema),
    /** The operator: company name with its legal form, its address and who represents it. */
    operator: z.object({
      name: line,
      street: line,
      postalCode: z.string().check(z.regex(/^[0-9A-Z -]{3,10}$/, 'Expected a postal code')),
      city: line,
      country: line,
      /** Managing directors or other legal representatives. */
      representedBy: z.array(line).check(z.minLength(1)),
    }),
    contact: z.object({
      email: z.email(),
      /** As dialled from abroad: +49 40 1234567. */
      phone: z.optional(z.string().check(z.regex(/^\+[0-9 /-]{6,24}$/, 'Expected a phone number like +49 40 1234567'))),
    }),
    /** The commercial register entry, when the operator has one. */
    register: z.optional(z.object({ court: line, number: line })),
    /** VAT identification number (§ 27a UStG), when the operator has one. */
    vatId: z.optional(z.string().check(z.regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'Expected a VAT id like DE123456789'))),
    /** Responsible for the content (§ 18 Abs. 2 MStV): a person and their address. */
    responsibleForContent: z.object({ name: line, address: line }),
  }),
)
export type LegalNoticeBlock = z.infer<typeof legalNoticeBlockSchema>
