// What tracking may do when a page arrives, before the visitor touches anything: their current
// choice; necessary only while they must still be asked; otherwise (not asked at all) everything
// but marketing under Global Privacy Control. The consent machine starts from it in the browser, and
// the server derives the page's Content-Security-Policy from the same answer.
import type { ConsentClass, StoredChoice } from './consent-class.ts'
import { type ConsentChoices, choicesOf, everything, necessaryOnly } from './consent-record.ts'

export type ArrivalConsent = {
  mustAsk: boolean
  stored: StoredChoice | undefined
  /** The cookie policy revision in the CMS; a stored choice for an older one is asked again. */
  policyRevision: number
  globalPrivacyControl: boolean
}

/** A stored choice counts only for the current cookie policy revision (or a newer one). */
export const isCurrentChoice = <Choice extends StoredChoice>(
  record: Choice | undefined,
  policyRevision: number,
): record is Choice => record !== undefined && record.policyRevision >= policyRevision

export function grantedOnArrival({
  mustAsk,
  stored,
  policyRevision,
  globalPrivacyControl,
}: ArrivalConsent): ConsentChoices {
  if (isCurrentChoice(stored, policyRevision)) return choicesOf(stored)
  return mustAsk ? necessaryOnly : { ...everything, marketing: !globalPrivacyControl }
}

/**
 * What a request without a page (a click-out) is credited with: the visitor's saved choice; nothing
 * (undefined) while they must still be asked; otherwise, as on arrival, everything but marketing
 * under Global Privacy Control. A saved choice counts whatever policy revision it answered: the
 * revision lives in the CMS, out of reach of the money path, and the choice is the visitor's own
 * latest word.
 */
export function grantedToRequest({ mustAsk, stored, globalPrivacyControl }: ConsentClass): ConsentChoices | undefined {
  if (stored) return choicesOf(stored)
  return mustAsk ? undefined : { ...everything, marketing: !globalPrivacyControl }
}
