// What Google Analytics does once marketing consent is granted (google-analytics.ts).
import { necessaryOnly } from '../../consent/consent-record.ts'
import type { IntegrationRuntime } from '../lazy-integration.ts'
import { consentModeDefaults, consentModeState } from './google-consent-mode.ts'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

function gtag(..._args: unknown[]): void {
  window.dataLayer ??= []
  // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object, not an array
  window.dataLayer.push(arguments)
}

export const initialise: IntegrationRuntime['initialise'] = async ({ website, consent }, addScript) => {
  const key = website.analytics4Key ?? ''
  const flow = website.cookiebotDomainGroupId ? 'non-banner' : 'banner'
  window.gtag = gtag
  gtag('consent', 'default', consentModeDefaults(flow, { ...necessaryOnly, ...consent }))
  gtag('js', new Date())
  gtag('config', key)
  await addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(key)}`)
}

export const sendConversion: IntegrationRuntime['sendConversion'] = (name, { impressionId, userData }) => {
  // Enhanced conversions: user data is set before the event it belongs to.
  if (userData) gtag('set', 'user_data', { email: userData.email, phone_number: userData.phone })
  gtag('event', name, impressionId ? { impression_id: impressionId } : {})
}

export const updateConsent: IntegrationRuntime['updateConsent'] = (consent) =>
  gtag('consent', 'update', consentModeState(consent))

export const revoke: IntegrationRuntime['revoke'] = () => gtag('consent', 'update', consentModeState(necessaryOnly))
