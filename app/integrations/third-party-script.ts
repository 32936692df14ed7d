// Third-party scripts are added and removed here. An integration's scripts carry its id
// (data-integration) so that withdrawal can take exactly its own scripts out of the page again.
import { clearCookies } from '../lib/clear-cookies.ts'
import { documentCookieJar } from '../lib/cookies.ts'
import type { IntegrationId, TrackingIntegration } from './integration.ts'

export function addScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = src
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)))
    document.head.append(script)
  })
}

export const integrationScript = (id: IntegrationId, src: string) => addScript(src, { 'data-integration': id })

export function removeScripts(id: IntegrationId): void {
  for (const script of document.querySelectorAll(`script[data-integration="${id}"]`)) script.remove()
}

/** What every integration's disable does after its revoke signal: its scripts out, its cookies cleared. */
export function removeIntegration(integration: Pick<TrackingIntegration, 'id' | 'cookies'>): void {
  removeScripts(integration.id)
  clearCookies(documentCookieJar, integration.cookies, location.hostname)
}
