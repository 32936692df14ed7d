// What Microsoft Clarity does once statistics consent is granted (microsoft-clarity.ts).
import type { IntegrationRuntime } from '../lazy-integration.ts'

type Clarity = ((...args: unknown[]) => void) & { q?: unknown[][] }

declare global {
  interface Window {
    clarity?: Clarity
  }
}

export const initialise: IntegrationRuntime['initialise'] = async ({ website }, addScript) => {
  // Calls made before the script arrives wait in a queue the script replays.
  const queue: Clarity = (...args: unknown[]) => {
    queue.q ??= []
    queue.q.push(args)
  }
  window.clarity ??= queue
  window.clarity('consent')
  await addScript(`https://www.clarity.ms/tag/${encodeURIComponent(website.microsoftClarityId ?? '')}`)
}

export const revoke: IntegrationRuntime['revoke'] = () => {
  window.clarity?.('consent', false)
  window.clarity = undefined
}
