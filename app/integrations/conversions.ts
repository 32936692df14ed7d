// One typed conversion API over every advertising network (SPEC section 9): the site reports what
// happened in its own words, and this table says what each network calls it. A network without a
// name for an event is not told; the tracking integrations machine tells only the integrations that
// run (consent given, the pixel rules passed), each through its own ConversionSender. Only a
// running integration needs it, so it is downloaded with the integration's runtime
// (lazy-integration.ts), not in the first load.
import { countryForLocale } from '../i18n/country-for-locale.ts'
import { normalizeEmail } from '../i18n/format-email.ts'
import { formatPhone } from '../i18n/format-phone.ts'

export type AdNetwork = 'meta' | 'tiktok' | 'google' | 'bing'

/** Each network's event names, exactly as SPEC section 9 lists them. */
type NetworkEventNames = {
  meta: 'InitiateCheckout' | 'Signup' | 'SubmitApplication' | 'HBC' | 'TM'
  tiktok: 'CompletePayment' | 'InitiateCheckout'
  google: 'select_content' | 'qualify_lead' | 'disqualify_lead' | 'sign_up' | 'generate_lead' | 'HBC' | 'TM' | 'survey'
  bing: 'lead' | 'sign_up' | 'generate_lead'
}

export const conversionEvents = {
  /** The visitor goes to a provider through /go/ (an outbound click). */
  outboundClick: { meta: 'InitiateCheckout', tiktok: 'InitiateCheckout', google: 'select_content', bing: 'lead' },
  /** The visitor signs up (newsletter, account). */
  signUp: { meta: 'Signup', google: 'sign_up', bing: 'sign_up' },
  /** A lead form (application) is submitted. */
  applicationSubmitted: {
    meta: 'SubmitApplication',
    tiktok: 'CompletePayment',
    google: 'generate_lead',
    bing: 'generate_lead',
  },
  /** The lead qualifier accepted or refused the lead. */
  leadQualified: { google: 'qualify_lead' },
  leadDisqualified: { google: 'disqualify_lead' },
  /** The partner's own milestones, reported under their partner codes. */
  hbc: { meta: 'HBC', google: 'HBC' },
  tm: { meta: 'TM', google: 'TM' },
  surveyCompleted: { google: 'survey' },
} as const satisfies Record<string, { [N in AdNetwork]?: NetworkEventNames[N] }>

export type ConversionEvent = keyof typeof conversionEvents

/** What a network's name for the event is, if it has one. */
export const conversionName = (event: ConversionEvent, network: AdNetwork): string | undefined =>
  (conversionEvents[event] as Partial<Record<AdNetwork, string>>)[network]

/** How the visitor can be reached, as they typed it into a form. */
export type ConversionContact = { email?: string; phone?: string }

/** What goes out with a conversion: the visit's impression, and the contact only where allowed. */
export type ConversionDetails = {
  impressionId?: string
  /** Normalised as SPEC section 5 says; present only with marketing consent. */
  userData?: { email?: string; phone?: string }
}

/** The contact in the form the networks match on: e-mail normalised, phone with its country code. */
export function normalisedContact(contact: ConversionContact, locale: string): ConversionDetails['userData'] {
  return {
    ...(contact.email && { email: normalizeEmail(contact.email) }),
    ...(contact.phone && { phone: formatPhone(contact.phone, countryForLocale(locale)) }),
  }
}

/** A conversion in a network's words: its name and details, or undefined if the network has no name for it. */
export function inNetworkWords(
  network: AdNetwork,
  conversion: ConversionEvent,
  contact: ConversionContact | undefined,
  visit: Parameters<typeof conversionDetails>[0],
): { name: string; details: ConversionDetails } | undefined {
  const name = conversionName(conversion, network)
  return name === undefined ? undefined : { name, details: conversionDetails(visit, contact) }
}

/** The details of one conversion: the contact is handed to the networks only with marketing consent. */
export function conversionDetails(
  visit: { impressionId?: string; locale: string; consent?: { marketing: boolean } },
  contact: ConversionContact | undefined,
): ConversionDetails {
  return {
    ...(visit.impressionId && { impressionId: visit.impressionId }),
    ...(contact && visit.consent?.marketing && { userData: normalisedContact(contact, visit.locale) }),
  }
}
