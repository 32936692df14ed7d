// One typed conversion API over every advertising network (SPEC section 9): the site reports what
// happened in its own words, and this table says what each network calls it. A network without a
// name for an event is not told; a network whose script has not loaded (no consent) is not either.
import { pixelWindow } from './pixels/pixel-globals.ts'

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

/** How each network is told, through the global its script defines. */
const senders: Record<AdNetwork, (name: string, parameters: Record<string, unknown>) => void> = {
  meta: (name, parameters) => {
    const standard = name !== 'HBC' && name !== 'TM'
    pixelWindow().fbq?.(standard ? 'track' : 'trackCustom', name, parameters)
  },
  tiktok: (name, parameters) => pixelWindow().ttq?.track?.(name, parameters),
  google: (name, parameters) => pixelWindow().gtag?.('event', name, parameters),
  bing: (name, parameters) => pixelWindow().uetq?.push('event', name, parameters),
}

/** The networks and names an event goes out as. */
export function conversionNames(event: ConversionEvent): Array<[AdNetwork, string]> {
  return Object.entries(conversionEvents[event]) as Array<[AdNetwork, string]>
}

export function trackConversion(event: ConversionEvent, parameters: Record<string, unknown> = {}): void {
  for (const [network, name] of conversionNames(event)) senders[network](name, parameters)
}
