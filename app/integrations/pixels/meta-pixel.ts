// The Meta (Facebook) pixel: marketing consent, and the pixel rules of SPEC section 6.

import type { TrackingIntegration } from '../integration.ts'
import { integrationScript, removeIntegration } from '../third-party-script.ts'
import type { MetaPixelFunction } from './pixel-globals.ts'
import { pixelWindow } from './pixel-globals.ts'
import { pixelAllowed } from './pixel-rules.ts'

function metaQueue(): MetaPixelFunction {
  const scope = pixelWindow()
  if (scope.fbq) return scope.fbq
  const fbq = ((...command: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...command)
    else fbq.queue.push(command)
  }) as MetaPixelFunction
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' })
  scope.fbq = fbq
  scope._fbq = fbq
  return fbq
}

export const metaPixel: TrackingIntegration = {
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
  async initialise({ website, impressionId }) {
    const fbq = metaQueue()
    fbq('consent', 'grant')
    // The impression id lets a conversion reported later be matched to this visit.
    fbq('init', website.metaPixelId, impressionId ? { external_id: impressionId } : {})
    fbq('track', 'PageView')
    await integrationScript(metaPixel.id, 'https://connect.facebook.net/en_US/fbevents.js')
  },
  conversions: {
    network: 'meta',
    send(name, { impressionId, userData }, { website }) {
      const fbq = metaQueue()
      // Advanced matching: the contact joins the pixel's user data before the event.
      if (userData)
        fbq('init', website.metaPixelId, { em: userData.email, ph: userData.phone, external_id: impressionId })
      const standard = name !== 'HBC' && name !== 'TM'
      fbq(standard ? 'track' : 'trackCustom', name, {}, impressionId ? { eventID: `${impressionId}:${name}` } : {})
    },
  },
  disable() {
    pixelWindow().fbq?.('consent', 'revoke')
    removeIntegration(metaPixel)
  },
}
