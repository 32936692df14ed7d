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
