// The tracking data of a visit (SPEC section 3, "Tracking data fields"): ONE table says, for every
// field, which cookie keeps it, which query parameters fill it (first alias present wins) and how
// long it lives. Everything else (reading the URL, the cookies, the leads API's body schema, the
// click ids forwarded to operators) is derived from this table.

import { secondsPerDay } from '../lib/cookies.ts'
import { lazySchema, z } from '../lib/zod.ts'

/** SPEC section 9: tracking cookies live 30 days; the user, email and phone ids 2 years. */
export const trackingLifetimes = { campaign: 30 * secondsPerDay, person: 2 * 365 * secondsPerDay } as const

type TrackingFieldDefinition = {
  cookie: string
  /** Query parameters that fill the field, in order of precedence. */
  aliases: readonly string[]
  lifetime: keyof typeof trackingLifetimes
  /** An advertising network's click id: forwarded to the operator on an outbound click. */
  clickId?: true
}

const field = (
  cookie: string,
  aliases: readonly string[],
  extra: Partial<Pick<TrackingFieldDefinition, 'lifetime' | 'clickId'>> = {},
): TrackingFieldDefinition => ({ cookie, aliases, lifetime: 'campaign', ...extra })

// Aliases the spec does not name are the parameters the networks themselves append (fbclid,
// msclkid, ttclid, Adtraction's at_gd) or, for our own campaign tools, the snake_case field name.
export const trackingFields = {
  adtractionClickId: field('adtraction_click_id', ['at_gd', 'adtraction_click_id'], { clickId: true }),
  channelName: field('channel_name', ['channel', 'channel_name']),
  emailRegistrationId: field('email_registration_id', ['erid', 'email_registration_id']),
  emailUserId: field('email_user_id', ['euid', 'email_user_id'], { lifetime: 'person' }),
  facebookClickId: field('facebook_click_id', ['fbclid'], { clickId: true }),
  googleClickId: field('google_click_id', ['gclid', 'gbraid', 'wbraid'], { clickId: true }),
  // No query alias: a visit's impression is its own, never taken from a link another visitor shared.
  impressionId: field('impression_id', []),
  internalWebsiteClickId: field('internal_website_click_id', ['iwclid', 'internal_website_click_id']),
  microsoftClickId: field('microsoft_click_id', ['msclkid'], { clickId: true }),
  newsletterDispatchId: field('newsletter_dispatch_id', ['nlid', 'newsletter_dispatch_id']),
  notificationDispatchId: field('notification_dispatch_id', ['ndid', 'notification_dispatch_id']),
  notificationInstallationId: field('notification_installation_id', ['niid', 'notification_installation_id']),
  phoneNumberId: field('phone_number_id', ['pnid', 'phone_number_id'], { lifetime: 'person' }),
  phoneNumberRegistrationId: field('phone_number_registration_id', ['pnrid', 'phone_number_registration_id']),
  pubid: field('pubid', ['pubid', 'pub_id']),
  rejectClickId: field('reject_click_id', ['rcid', 'reject_click_id']),
  smsDispatchId: field('sms_dispatch_id', ['sdid', 'sms_dispatch_id']),
  subId: field('sub_id', ['cc', 'trac', 'cmp', 'gid', 'pid', 'tf', 'subid', 'sub_id', 'rl', 'sub-id']),
  tiktokClickId: field('tiktok_click_id', ['ttclid'], { clickId: true }),
  uniqueUserId: field('unique_user_id', ['uuid', 'unique_user_id'], { lifetime: 'person' }),
  userInputId: field('user_input_id', ['uiid', 'user_input_id']),
  userInputToken: field('user_input_token', ['uit', 'user_input_token']),
} as const satisfies Record<string, TrackingFieldDefinition>

export type TrackingField = keyof typeof trackingFields
export const trackingFieldNames = Object.keys(trackingFields) as TrackingField[]

/** SPEC section 9: the subId of a visit without one. */
export const defaultSubId = 'z'

/** A new campaign (subId) clears everything but these (SPEC section 4). */
export const keptOnNewCampaign: ReadonlySet<TrackingField> = new Set(['uniqueUserId', 'userInputId', 'userInputToken'])

/** One stored value: printable, no separators that would break a cookie, bounded. */
export const trackingValueSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[\x21-\x7e]+$/, 'Expected printable ASCII without spaces'),
  )

/** Built on first use (the leads API's impression body): a schema per field costs the browser's first load. */
export const trackingDataSchema = lazySchema(() =>
  z.strictObject(
    Object.fromEntries(trackingFieldNames.map((name) => [name, z.optional(trackingValueSchema)])) as Record<
      TrackingField,
      z.ZodMiniOptional<typeof trackingValueSchema>
    >,
  ),
)
export type TrackingData = Partial<Record<TrackingField, string>>

/** The values a landing URL carries: per field, its first alias with a valid value. */
export function trackingDataFromQuery(search: URLSearchParams): TrackingData {
  const data: TrackingData = {}
  for (const name of trackingFieldNames) {
    for (const alias of trackingFields[name].aliases) {
      const parsed = trackingValueSchema.safeParse(search.get(alias))
      if (parsed.success) {
        data[name] = parsed.data
        break
      }
    }
  }
  return data
}

/** The values stored in cookies; an invalid cookie reads as absent. */
export function trackingDataFromCookies(read: (cookie: string) => string | undefined): TrackingData {
  const data: TrackingData = {}
  for (const name of trackingFieldNames) {
    const parsed = trackingValueSchema.safeParse(read(trackingFields[name].cookie))
    if (parsed.success) data[name] = parsed.data
  }
  return data
}

/** The subId a visit is attributed to: the stored one, else 'z'. */
export const subIdOf = (data: TrackingData): string => data.subId ?? defaultSubId

/** The advertising click ids of a visit, under the parameter names their networks use. */
export function clickIdParameters(data: TrackingData): Array<[parameter: string, value: string]> {
  return trackingFieldNames.flatMap((name) => {
    const definition: TrackingFieldDefinition = trackingFields[name]
    const value = data[name]
    const [parameter] = definition.aliases
    return definition.clickId && value !== undefined && parameter ? [[parameter, value] as [string, string]] : []
  })
}
