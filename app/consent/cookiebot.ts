// A third-party consent service (Cookiebot), for sites whose config names one: its banner asks
// instead of the own modal, and its answer is mapped onto the same consent record, so the
// tracking integrations follow one consent state whichever tool asked.
import type { CspSources } from '../security/csp-sources.ts'
import type { ConsentChoices } from './consent-record.ts'

export const cookiebotScriptUrl = 'https://consent.cookiebot.com/uc.js'

/** Where the banner loads from and reports to; allowed on sites that use it (it asks before any consent). */
export const cookiebotCspSources = {
  'script-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
  'connect-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
  'img-src': ['https://consent.cookiebot.com', 'https://imgsct.cookiebot.com'],
  'frame-src': ['https://consentcdn.cookiebot.com'],
} as const satisfies CspSources

/** What Cookiebot exposes on window once the visitor has answered. */
type CookiebotConsent = { preferences: boolean; statistics: boolean; marketing: boolean }

declare global {
  interface Window {
    Cookiebot?: { consent?: CookiebotConsent; renew?: () => void }
  }
}

/** The events Cookiebot dispatches on window when consent is known or changes. */
export const cookiebotEvents = ['CookiebotOnAccept', 'CookiebotOnDecline'] as const

export function choicesFromCookiebot(consent: CookiebotConsent | undefined): ConsentChoices | undefined {
  if (!consent) return undefined
  return { preferences: consent.preferences, statistics: consent.statistics, marketing: consent.marketing }
}

/** Loads Cookiebot and reports each answer; returns a function that stops listening. */
export function startCookiebot(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & { Cookiebot?: Window['Cookiebot'] },
  domainGroupId: string,
  addScript: (src: string, attributes: Record<string, string>) => void,
  onAnswer: (choices: ConsentChoices) => void,
): () => void {
  const listener = () => {
    const choices = choicesFromCookiebot(target.Cookiebot?.consent)
    if (choices) onAnswer(choices)
  }
  for (const event of cookiebotEvents) target.addEventListener(event, listener)
  addScript(cookiebotScriptUrl, { id: 'Cookiebot', 'data-cbid': domainGroupId, 'data-blockingmode': 'auto' })
  return () => {
    for (const event of cookiebotEvents) target.removeEventListener(event, listener)
  }
}
