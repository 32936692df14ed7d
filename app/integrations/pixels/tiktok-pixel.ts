// The TikTok pixel and its short-video ad pixel: marketing consent, a configured pixel code, and
// the rules of SPEC section 6 (Finance sites only, never for channel 2).
import type { TrackingIntegration } from '../integration.ts'
import { integrationScript, removeIntegration } from '../third-party-script.ts'
import { pixelWindow, type TikTokQueue, tiktokQueuedMethods } from './pixel-globals.ts'
import { pixelAllowed } from './pixel-rules.ts'

/** ttq, with every method a page may call before the SDK has arrived queuing its call. */
function tiktokQueue(): Required<TikTokQueue> {
  const scope = pixelWindow()
  scope.ttq ??= [] as unknown[][]
  const ttq: TikTokQueue = scope.ttq
  for (const method of tiktokQueuedMethods)
    ttq[method] ??= (...args: unknown[]) => {
      ttq.push([method, ...args])
    }
  return ttq as Required<TikTokQueue>
}

export const tiktokPixel: TrackingIntegration = {
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
  async initialise({ website, impressionId }) {
    const ttq = tiktokQueue()
    ttq.grantConsent()
    if (impressionId) ttq.identify({ external_id: impressionId })
    ttq.page()
    await integrationScript(
      tiktokPixel.id,
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(website.tiktokPixelId ?? '')}&lib=ttq`,
    )
  },
  conversions: {
    network: 'tiktok',
    send(name, { impressionId, userData }) {
      const ttq = tiktokQueue()
      if (userData) ttq.identify({ email: userData.email, phone_number: userData.phone, external_id: impressionId })
      ttq.track(name, {})
    },
  },
  disable() {
    tiktokQueue().revokeConsent()
    removeIntegration(tiktokPixel)
  },
}
