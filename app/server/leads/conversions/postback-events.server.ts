// What partners' postbacks can report (handle-postback.server.ts), and what each is forwarded to the
// ad and analytics platforms as (conversion-forwarding.server.ts), in the spec's events
// (app/integrations/conversions.ts).
import type { ConversionEvent } from '../../../integrations/conversions.ts'

export const postbackEvents = ['registration', 'first_deposit', 'deposit', 'lead', 'approved', 'rejected'] as const
export type PostbackEvent = (typeof postbackEvents)[number]

/**
 * What each partner milestone is forwarded as. HBC is the visitor becoming the partner's customer (an
 * account, or a lead the partner took into its funnel), TM the milestone the partner pays for (a
 * first deposit, an approved loan); a rejection is a disqualified lead. A repeat deposit is not an
 * acquisition and is not forwarded (docs/decisions/038-conversion-forwarding.md).
 */
export const forwardedAs: Record<PostbackEvent, ConversionEvent | undefined> = {
  registration: 'hbc',
  lead: 'hbc',
  first_deposit: 'tm',
  approved: 'tm',
  rejected: 'leadDisqualified',
  deposit: undefined,
}
