// What the Meta pixel does once marketing consent is granted (meta-pixel.ts).
import type { IntegrationRuntime } from '../lazy-integration.ts'
import { type MetaPixelFunction, pixelWindow } from './pixel-globals.ts'

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

export const initialise: IntegrationRuntime['initialise'] = async ({ website, impressionId }, addScript) => {
  const fbq = metaQueue()
  fbq('consent', 'grant')
  // The impression id lets a conversion reported later be matched to this visit.
  fbq('init', website.metaPixelId, impressionId ? { external_id: impressionId } : {})
  fbq('track', 'PageView')
  await addScript('https://connect.facebook.net/en_US/fbevents.js')
}

export const sendConversion: IntegrationRuntime['sendConversion'] = (name, { impressionId, userData }, { website }) => {
  const fbq = metaQueue()
  // Advanced matching: the contact joins the pixel's user data before the event.
  if (userData) fbq('init', website.metaPixelId, { em: userData.email, ph: userData.phone, external_id: impressionId })
  const standard = name !== 'HBC' && name !== 'TM'
  fbq(standard ? 'track' : 'trackCustom', name, {}, impressionId ? { eventID: `${impressionId}:${name}` } : {})
}

export const revoke: IntegrationRuntime['revoke'] = () => pixelWindow().fbq?.('consent', 'revoke')
