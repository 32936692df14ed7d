// Microsoft Advertising's UET tag (Bing): marketing consent, a configured bingKey, and only for
// visits from the Microsoft Ads channel (SPEC section 6). Its runtime is bing-uet.runtime.ts.
import { lazyIntegration } from '../lazy-integration.ts'
import { pixelAllowed } from './pixel-rules.ts'

export const bingUet = lazyIntegration(
  {
    id: 'bing',
    category: 'marketing',
    cookies: ['_uetsid', '_uetvid', '_uetmsclkid'],
    csp: {
      'script-src': ['https://bat.bing.com'],
      'connect-src': ['https://bat.bing.com'],
      'img-src': ['https://bat.bing.com'],
    },
    isAvailable: ({ website, channelId }) =>
      website.bingKey !== undefined && pixelAllowed('bing', { productTypeId: website.productType.id, channelId }),
    conversionNetwork: 'bing',
  },
  () => import('./bing-uet.runtime.ts'),
)
