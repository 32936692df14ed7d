// What the TikTok pixel does once marketing consent is granted (tiktok-pixel.ts).
import type { IntegrationRuntime } from '../lazy-integration.ts'
import { pixelWindow, type TikTokQueue, tiktokQueuedMethods } from './pixel-globals.ts'

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

export const initialise: IntegrationRuntime['initialise'] = async ({ website, impressionId }, addScript) => {
  const ttq = tiktokQueue()
  ttq.grantConsent()
  if (impressionId) ttq.identify({ external_id: impressionId })
  ttq.page()
  await addScript(
    `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(website.tiktokPixelId ?? '')}&lib=ttq`,
  )
}

export const sendConversion: IntegrationRuntime['sendConversion'] = (name, { impressionId, userData }) => {
  const ttq = tiktokQueue()
  if (userData) ttq.identify({ email: userData.email, phone_number: userData.phone, external_id: impressionId })
  ttq.track(name, {})
}

export const revoke: IntegrationRuntime['revoke'] = () => tiktokQueue().revokeConsent()
