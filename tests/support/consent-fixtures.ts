import type { ConsentInput } from '../../app/consent/consent-machine.ts'
import type { ConsentRecord } from '../../app/consent/consent-record.ts'

/** A valid stored choice: statistics only, for policy revision 1. */
export const exampleConsentRecord: ConsentRecord = {
  id: '5b3f9a52-58a4-4b9e-9d0c-6f1b7d2e4a10',
  necessary: true,
  preferences: false,
  statistics: true,
  marketing: false,
  givenAt: '2026-11-21T12:00:00.000Z',
  policyRevision: 1,
}

/** The consent machine's input for a visitor who must be asked and has not answered yet, at `now`. */
export const unansweredVisitor = (now: number): ConsentInput => ({
  mustAsk: true,
  stored: undefined,
  consentId: undefined,
  policyRevision: 1,
  globalPrivacyControl: false,
  lastReloadAt: undefined,
  now: () => now,
})
