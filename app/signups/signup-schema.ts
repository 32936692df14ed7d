// A signup (SPEC: Signup and the white-label broker pages): name, email, phone in the country of the
// page, consent to be contacted, and on the extended forms the amount asked for. The browser checks
// a form with this schema before sending it; POST /api/signups checks the body with the same one.
import { type Country, localeSchema } from '../../app.config.ts'
import { impressionIdSchema } from '../contracts/leads/schemas.ts'
import { countryForLocale } from '../i18n/country-for-locale.ts'
import { lazySchema, z } from '../lib/zod.ts'

/** Digits of a national number (after the country code, without a trunk 0), per calling code. */
const nationalNumberLengths: Readonly<Record<string, { min: number; max: number }>> = {
  '49': { min: 7, max: 11 },
  '47': { min: 8, max: 8 },
  '52': { min: 10, max: 10 },
  '1': { min: 10, max: 10 },
}

/**
 * The phone number in international form (+<country code><national number>), or undefined when it
 * is no number of that country. Accepts spaces, dashes, dots and parentheses, a leading trunk 0, and
 * the country code written as +code or 00code.
 */
export function internationalPhoneNumber(input: string, country: Pick<Country, 'phoneCode'>): string | undefined {
  const compact = input.replace(/[\s\-.()/]/g, '')
  const code = country.phoneCode
  const national = compact.startsWith(`+${code}`)
    ? compact.slice(code.length + 1)
    : compact.startsWith(`00${code}`)
      ? compact.slice(code.length + 2)
      : compact.replace(/^0/, '')
  const length = nationalNumberLengths[code] ?? { min: 4, max: 14 }
  if (!/^[1-9]\d*$/.test(national) || national.length < length.min || national.length > length.max) return undefined
  return `+${code}${national}`
}

export const signupPurposes = ['loan', 'debt'] as const

/** The honeypot's name: an input scripts expect on a form and fill; the server refuses it filled. */
export const honeypotField = 'website'
/** Filling in name, e-mail and phone and ticking the consent takes a person longer than this. */
export const minimumFillTimeMs = 3000

/** No control characters (tabs, newlines, NUL, escapes): they have no place in a name or number, and
 *  would travel on into the lead partners' systems and exports. */
const printable = z.regex(/^[^\p{Cc}]*$/u, 'Control characters are not allowed')

// Built on first use: the browser's first load imports this module for signupPurposes alone.
const signupFieldsSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(2, 'Enter a name'), z.maxLength(100, 'Name too long'), printable),
    email: z.email('Enter a valid email address').check(z.trim(), z.maxLength(254), printable),
    phone: z
      .string()
      .check(z.trim(), z.minLength(1, 'Enter a phone number'), z.maxLength(30, 'Phone number too long'), printable),
    consentToContact: z.literal(true, 'Consent to be contacted is required'),
    /** The amount asked for, on the extended forms. */
    amount: z.optional(z.number().check(z.positive('Enter an amount above 0'), z.lte(10_000_000, 'Amount too large'))),
  }),
)
export type SignupField = keyof z.infer<typeof signupFieldsSchema>

export const signupRequestSchema = lazySchema(() =>
  z
    .extend(signupFieldsSchema, {
      locale: localeSchema,
      /** The white-label partner whose page took the signup. */
      partnerId: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
      /** What an extended form asks the amount for; the amount is then required. */
      purpose: z.optional(z.enum(signupPurposes)),
      /** The visit's impression, so the signup is attributed to its campaign (the operator's report). */
      impressionId: z.optional(impressionIdSchema),
      /** The honeypot: a field people never see, which scripts filling every input fill. */
      [honeypotField]: z.optional(z.string().check(z.maxLength(200))),
      /** Milliseconds the form was open before it was sent (the server refuses under minimumFillTimeMs). */
      fillTimeMs: z.int().check(z.nonnegative()),
    })
    .check(
      z.superRefine((signup, ctx) => {
        let country: Country
        try {
          country = countryForLocale(signup.locale)
        } catch (error) {
          ctx.addIssue({ code: 'custom', path: ['locale'], message: (error as Error).message })
          return
        }
        if (!internationalPhoneNumber(signup.phone, country))
          ctx.addIssue({ code: 'custom', path: ['phone'], message: `Enter a phone number of +${country.phoneCode}` })
        if (signup.purpose && signup.amount === undefined)
          ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above 0' })
      }),
    ),
)
export type SignupRequest = z.infer<typeof signupRequestSchema>
