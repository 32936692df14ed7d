// The visitor's consent (SPEC sections 3 and 9): necessary is always true, the other three are the
// visitor's choice, givenAt says when it was made. Kept in one cookie for 365 days; a cookie that
// does not parse is no consent at all, so the modal asks again instead of anything crashing.
import { type CookieJar, parseCookieHeader, readJsonCookie, secondsPerDay } from '../lib/cookies.ts'
import { z } from '../lib/zod.ts'

export const consentCookieName = 'consent'
export const consentCookieMaxAge = 365 * secondsPerDay

/** The categories a visitor can switch; necessary cannot be switched off. */
export const optionalCategories = ['preferences', 'statistics', 'marketing'] as const
export type OptionalCategory = (typeof optionalCategories)[number]
export type ConsentChoices = Record<OptionalCategory, boolean>

export const consentChoicesSchema = z.object({
  preferences: z.boolean(),
  statistics: z.boolean(),
  marketing: z.boolean(),
})

export const consentRecordSchema = z.extend(consentChoicesSchema, {
  /** Identifies this choice in the server's proof-of-consent records. */
  id: z.uuid(),
  necessary: z.literal(true),
  givenAt: z.iso.datetime(),
  /** The cookie policy revision the visitor agreed to; a newer one asks again. */
  policyRevision: z.int().check(z.positive()),
})
export type ConsentRecord = z.infer<typeof consentRecordSchema>

export const necessaryOnly: ConsentChoices = { preferences: false, statistics: false, marketing: false }
export const everything: ConsentChoices = { preferences: true, statistics: true, marketing: true }

export function choicesOf(record: ConsentChoices): ConsentChoices {
  return { preferences: record.preferences, statistics: record.statistics, marketing: record.marketing }
}

/** The stored record from a Cookie header, or undefined when missing, unreadable or tampered with. */
export function readConsentCookie(cookieHeader: string | null | undefined): ConsentRecord | undefined {
  return consentRecordIn(parseCookieHeader(cookieHeader))
}

/** The stored record among cookies already parsed, or undefined when missing, unreadable or tampered with. */
export function consentRecordIn(cookies: ReadonlyMap<string, string>): ConsentRecord | undefined {
  return readJsonCookie(cookies, consentCookieName, consentRecordSchema)
}

export function writeConsentCookie(jar: CookieJar, record: ConsentRecord): void {
  jar.set(consentCookieName, JSON.stringify(record), { maxAge: consentCookieMaxAge, path: '/', sameSite: 'Lax' })
}

/** Categories granted before and not any more: these make the page shut tracking down and reload. */
export function withdrawnCategories(before: ConsentChoices, after: ConsentChoices): OptionalCategory[] {
  return optionalCategories.filter((category) => before[category] && !after[category])
}
