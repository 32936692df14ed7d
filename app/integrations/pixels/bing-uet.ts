// Microsoft Advertising's UET tag (Bing): marketing consent, a configured bingKey, and only for
// visits from the Microsoft Ads channel (SPEC section 6).
import type { TrackingIntegration } from '../integration.ts'
import { integrationScript, removeIntegration } from '../third-party-script.ts'
import { pixelWindow } from './pixel-globals.ts'
import { pixelAllowed } from './pixel-rules.ts'

type UetConstructor = new (options: {
  ti: string
  q: unknown
  enableAutoSpaTracking: boolean
}) => {
  push: (...command: unknown[]) => void
}

export const bingUet: TrackingIntegration = {
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
  async initialise({ website }) {
    const scope = pixelWindow()
    scope.uetq ??= [] as unknown[]
    scope.uetq.push('consent', 'default', { ad_storage: 'granted' })
    await integrationScript(bingUet.id, 'https://bat.bing.com/bat.js')
    // bat.js defines UET; the tag then takes over the queue, replaying what was pushed.
    const UET = (window as unknown as { UET?: UetConstructor }).UET
    if (UET && website.bingKey)
      scope.uetq = new UET({ ti: website.bingKey, q: scope.uetq, enableAutoSpaTracking: true })
    scope.uetq?.push('pageLoad')
  },
  conversions: {
    network: 'bing',
    send(name, { userData }) {
      const scope = pixelWindow()
      scope.uetq ??= [] as unknown[]
      // Enhanced conversions: UET takes the contact as its page id data.
      if (userData) scope.uetq.push('set', { pid: { em: userData.email, ph: userData.phone } })
      scope.uetq.push('event', name, {})
    },
  },
  disable() {
    pixelWindow().uetq?.push('consent', 'update', { ad_storage: 'denied' })
    removeIntegration(bingUet)
  },
}
