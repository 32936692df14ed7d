// Google Analytics 4 with Consent Mode v2 (SPEC sections 4 and 9). It is one of the marketing
// scripts: it starts on the marketing trigger with Meta, Bing and TikTok, with the visit's fresh
// impression, because it carries the Google Ads conversions. Its analytics storage still follows the
// statistics category (Consent Mode), so a visitor who refused statistics gets no analytics cookies.
// On withdrawal everything is denied, the script leaves the page and its cookies are cleared. Its
// runtime is google-analytics.runtime.ts.
import { lazyIntegration } from '../lazy-integration.ts'

export const googleAnalytics = lazyIntegration(
  {
    id: 'googleAnalytics',
    category: 'marketing',
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
    conversionNetwork: 'google',
  },
  () => import('./google-analytics.runtime.ts'),
)
