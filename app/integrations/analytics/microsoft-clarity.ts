// Microsoft Clarity, behavioural analytics (SPEC section 4): starts on statistics consent; on
// withdrawal it is told consent is revoked, its script leaves the page and its cookies are cleared.
// Its runtime is microsoft-clarity.runtime.ts.
import { lazyIntegration } from '../lazy-integration.ts'

export const microsoftClarity = lazyIntegration(
  {
    id: 'clarity',
    category: 'statistics',
    cookies: ['_clck', '_clsk', 'CLID'],
    // The tag loads its script from a clarity.ms subdomain and reports to others (and to c.bing.com).
    csp: {
      'script-src': ['https://*.clarity.ms'],
      'connect-src': ['https://*.clarity.ms', 'https://c.bing.com'],
      'img-src': ['https://*.clarity.ms', 'https://c.bing.com'],
    },
    isAvailable: ({ website }) => Boolean(website.microsoftClarityId),
  },
  () => import('./microsoft-clarity.runtime.ts'),
)
