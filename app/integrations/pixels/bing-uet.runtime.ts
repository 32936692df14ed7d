// What Microsoft's UET tag does once marketing consent is granted (bing-uet.ts).
import type { IntegrationRuntime } from '../lazy-integration.ts'
import { pixelWindow } from './pixel-globals.ts'

type UetConstructor = new (options: {
  ti: string
  q: unknown
  enableAutoSpaTracking: boolean
}) => {
  push: (...command: unknown[]) => void
}

export const initialise: IntegrationRuntime['initialise'] = async ({ website }, addScript) => {
  const scope = pixelWindow()
  scope.uetq ??= [] as unknown[]
  scope.uetq.push('consent', 'default', { ad_storage: 'granted' })
  await addScript('https://bat.bing.com/bat.js')
  // bat.js defines UET; the tag then takes over the queue, replaying what was pushed.
  const UET = (window as unknown as { UET?: UetConstructor }).UET
  if (UET && website.bingKey) scope.uetq = new UET({ ti: website.bingKey, q: scope.uetq, enableAutoSpaTracking: true })
  scope.uetq?.push('pageLoad')
}

export const sendConversion: IntegrationRuntime['sendConversion'] = (name, { userData }) => {
  const scope = pixelWindow()
  scope.uetq ??= [] as unknown[]
  // Enhanced conversions: UET takes the contact as its page id data.
  if (userData) scope.uetq.push('set', { pid: { em: userData.email, ph: userData.phone } })
  scope.uetq.push('event', name, {})
}

export const revoke: IntegrationRuntime['revoke'] = () =>
  pixelWindow().uetq?.push('consent', 'update', { ad_storage: 'denied' })
