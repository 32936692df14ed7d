// Every tracking integration the site can run. The tracking integrations machine receives this
// list; a new integration is one entry here (its consent category and availability rules travel with it).

import { googleAnalytics } from './analytics/google-analytics.ts'
import { microsoftClarity } from './analytics/microsoft-clarity.ts'
import type { TrackingIntegration } from './integration.ts'
import { marketingIntegrations } from './pixels/marketing-integrations.ts'

export const trackingIntegrations: readonly TrackingIntegration[] = [
  microsoftClarity,
  googleAnalytics,
  ...marketingIntegrations,
]
