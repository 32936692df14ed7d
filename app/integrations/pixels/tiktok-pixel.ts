// The TikTok pixel and its short-video ad pixel: marketing consent, a configured pixel code, and
// the rules of SPEC section 6 (Finance sites only, never for channel 2). Its runtime is
// tiktok-pixel.runtime.ts.
import { lazyIntegration } from '../lazy-integration.ts'
import { pixelAllowed } from './pixel-rules.ts'

export const tiktokPixel = lazyIntegration(
  {
    id: 'tiktok',
    category: 'marketing',
    cookies: ['_ttp', '_tt_enable_cookie', 'tiktok_click_id'],
    csp: {
      'script-src': ['https://analytics.tiktok.com'],
      'connect-src': ['https://analytics.tiktok.com'],
      'img-src': ['https://analytics.tiktok.com'],
    },
    isAvailable: ({ website, channelId }) => {
      const visit = { productTypeId: website.productType.id, channelId }
      return website.tiktokPixelId !== undefined && pixelAllowed('tiktok', visit) && pixelAllowed('shortVideoAd', visit)
    },
    conversionNetwork: 'tiktok',
  },
  () => import('./tiktok-pixel.runtime.ts'),
)
