// The advertising pixels, for the tracking integrations machine: each starts only after marketing
// consent and only where its isAvailable allows (product type, channel, a configured id).
import type { TrackingIntegration } from '../integration.ts'
import { bingUet } from './bing-uet.ts'
import { metaPixel } from './meta-pixel.ts'
import { tiktokPixel } from './tiktok-pixel.ts'

export const marketingIntegrations: readonly TrackingIntegration[] = [metaPixel, bingUet, tiktokPixel]
