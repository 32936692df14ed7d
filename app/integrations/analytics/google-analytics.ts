// Google Analytics 4 with Consent Mode v2 (SPEC section 9). Loads on statistics consent; its ad
// signals follow the marketing category; on withdrawal everything is denied, the script leaves the
// page and its cookies are cleared.
import { necessaryOnly } from '../../consent/consent-record.ts'
import type { TrackingIntegration } from '../integration.ts'
import { integrationScript, removeIntegration } from '../third-party-script.ts'
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

export const googleAnalytics: TrackingIntegration = {
  id: 'googleAnalytics',
  category: 'statistics',
  cookies: ['_ga', '_ga_*', '_gid', '_gat*'],
  // Google's documented sources for GA4 (tag manager script, measurement beacons in every region).
  csp: {
    'script-src': ['https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  isAvailable: ({ website }) => Boolean(website.analytics4Key),
  initialise: async ({ website, consent }) => {
    const key = website.analytics4Key ?? ''
    const flow = website.cookiebotDomainGroupId ? 'non-banner' : 'banner'
    window.gtag = gtag
    gtag('consent', 'default', consentModeDefaults(flow, { ...necessaryOnly, ...consent }))
    gtag('js', new Date())
    gtag('config', key)
    await integrationScript('googleAnalytics', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(key)}`)
  },
  conversions: {
    network: 'google',
    send(name, { impressionId, userData }) {
      // Enhanced conversions: user data is set before the event it belongs to.
      if (userData) gtag('set', 'user_data', { email: userData.email, phone_number: userData.phone })
      gtag('event', name, impressionId ? { impression_id: impressionId } : {})
    },
  },
  updateConsent: (consent) => gtag('consent', 'update', consentModeState(consent)),
  disable: () => {
    gtag('consent', 'update', consentModeState(necessaryOnly))
    removeIntegration(googleAnalytics)
  },
}
