// Microsoft Clarity, behavioural analytics (SPEC section 4): starts on statistics consent; on
// withdrawal it is told consent is revoked, its script leaves the page and its cookies are cleared.
import type { TrackingIntegration } from '../integration.ts'
import { integrationScript, removeIntegration } from '../third-party-script.ts'

type Clarity = ((...args: unknown[]) => void) & { q?: unknown[][] }

declare global {
  interface Window {
    clarity?: Clarity
  }
}

export const microsoftClarity: TrackingIntegration = {
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
  initialise: async ({ website }) => {
    // Calls made before the script arrives wait in a queue the script replays.
    const queue: Clarity = (...args: unknown[]) => {
      queue.q ??= []
      queue.q.push(args)
    }
    window.clarity ??= queue
    window.clarity('consent')
    await integrationScript(
      'clarity',
      `https://www.clarity.ms/tag/${encodeURIComponent(website.microsoftClarityId ?? '')}`,
    )
  },
  disable: () => {
    window.clarity?.('consent', false)
    removeIntegration(microsoftClarity)
    window.clarity = undefined
  },
}
