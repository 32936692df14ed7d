// Every tracking integration the site can run. The tracking integrations machine receives this
// list; a new integration is one entry here (its consent category and availability rules travel with it).
import type { TrackingIntegration } from './integration.ts'
import { googleAnalytics } from './integrations/google-analytics.ts'
import { microsoftClarity } from './integrations/microsoft-clarity.ts'

export const trackingIntegrations: readonly TrackingIntegration[] = [microsoftClarity, googleAnalytics]
