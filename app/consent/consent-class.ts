// What a page's server render knows of a visitor's consent: their class, never their record. Whether
// they must be asked (geolocation cookie and site), the categories they granted and the policy
// revision they answered (consent cookie), and Global Privacy Control (Sec-GPC). The record's id
// and date stay in the visitor's cookie, where the browser reads them; so pages rendered for one
// visitor serve every visitor of the same class, and the page cache keys on the class
// (app/server/page-request.server.ts, docs/decisions/025).
import { type ConsentChoices, type ConsentRecord, consentRecordIn } from './consent-record.ts'
import { viewerCountry } from './viewer-country.ts'
import { mustAskForConsent } from './who-is-asked.ts'

/** A saved choice as the render sees it: the categories and the policy revision they answer. */
export type StoredChoice = ConsentChoices & Pick<ConsentRecord, 'policyRevision'>

export type ConsentClass = {
  mustAsk: boolean
  /** The saved choice; null when there is none or its cookie does not parse. */
  stored: StoredChoice | null
  globalPrivacyControl: boolean
}

export type ConsentClassRequest = {
  /** The request's cookies, parsed once by whoever reads the request (lib/cookies.ts). */
  cookies: ReadonlyMap<string, string>
  /** The Sec-GPC header. */
  secGpc: string | null | undefined
}

export type ConsentClassRules = { siteId: number; geolocationCookieName: string }

export function storedChoiceOf(record: ConsentRecord): StoredChoice {
  const { preferences, statistics, marketing, policyRevision } = record
  return { preferences, statistics, marketing, policyRevision }
}

export function readConsentClass(
  { cookies, secGpc }: ConsentClassRequest,
  { siteId, geolocationCookieName }: ConsentClassRules,
): ConsentClass {
  const record = consentRecordIn(cookies)
  return {
    mustAsk: mustAskForConsent(siteId, viewerCountry(cookies, geolocationCookieName)),
    stored: record ? storedChoiceOf(record) : null,
    globalPrivacyControl: secGpc === '1',
  }
}

const bit = (value: boolean) => (value ? '1' : '0')

/**
 * The class as a short, stable string: `ask|-|gpc0` for a visitor who must be asked and has not
 * answered, `no|101r2|gpc0` for a non-EU visitor who granted preferences and marketing under
 * revision 2. At most 2 × (1 + 8 × revisions) × 2 variants of a page.
 */
export function consentClassKey({ mustAsk, stored, globalPrivacyControl }: ConsentClass): string {
  return `${mustAsk ? 'ask' : 'no'}|${choiceKey(stored)}|gpc${bit(globalPrivacyControl)}`
}

/** `101r2` for preferences and marketing granted under revision 2; `-` for no saved choice. */
const choiceKey = (stored: StoredChoice | null) =>
  stored ? `${bit(stored.preferences)}${bit(stored.statistics)}${bit(stored.marketing)}r${stored.policyRevision}` : '-'

/** The response header that names the class a page was rendered for, as an edge cache reads it. */
export const edgeConsentClassHeader = 'x-consent-class'

/**
 * The class as an edge cache in front computes it from the same request (deploy/nginx/site.conf,
 * docs/decisions/076): the country of the geolocation cookie (`-` when unknown) instead of
 * whether it must be asked, which the edge cannot tell without the site's list of countries, then
 * the saved choice and GPC as in consentClassKey. `DE|101r2|gpc0`. The edge keeps a page only when
 * this matches its own reading, so a request it reads otherwise than the render did is never kept
 * for others. Made from the class the render reads (readConsentClass), not read again.
 */
export function edgeConsentClass(
  { stored, globalPrivacyControl }: ConsentClass,
  { cookies }: Pick<ConsentClassRequest, 'cookies'>,
  { geolocationCookieName }: Pick<ConsentClassRules, 'geolocationCookieName'>,
): string {
  const country = viewerCountry(cookies, geolocationCookieName) ?? '-'
  return `${country}|${choiceKey(stored)}|gpc${bit(globalPrivacyControl)}`
}
