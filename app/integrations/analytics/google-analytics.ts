// Google Analytics 4 with Consent Mode v2 (SPEC section 9). Loads on statistics consent; its ad
// signals follow the marketing category; on withdrawal everything is denied, the script leaves the
// page and its cookies are cleared. Its runtime is google-analytics.runtime.ts.
import { lazyIntegration } from '../lazy-integration.ts'

export const googleAnalytics = lazyIntegration(
  {
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
    conversionNetwork: 'google',
  },
  () => import('./google-analytics.runtime.ts'),
)
