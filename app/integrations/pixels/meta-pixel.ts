// The Meta (Facebook) pixel: marketing consent, and the pixel rules of SPEC section 6. Its runtime
// is meta-pixel.runtime.ts.
import { lazyIntegration } from '../lazy-integration.ts'
import { pixelAllowed } from './pixel-rules.ts'

export const metaPixel = lazyIntegration(
  {
    id: 'metaPixel',
    category: 'marketing',
    cookies: ['_fbp', '_fbc'],
    csp: {
      'script-src': ['https://connect.facebook.net'],
      'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
      'img-src': ['https://www.facebook.com'],
    },
    isAvailable: ({ website, channelId }) =>
      website.metaPixelId !== undefined &&
      pixelAllowed('metaPixel', { productTypeId: website.productType.id, channelId }),
    conversionNetwork: 'meta',
  },
  () => import('./meta-pixel.runtime.ts'),
)
