// Third-party scripts are added and removed here, each tagged with its integration's id so that
// withdrawal can take exactly its own scripts out of the page again.
import type { IntegrationId } from './integration.ts'

export function addScript(id: IntegrationId, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = src
    script.dataset.integration = id
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)))
    document.head.append(script)
  })
}

export function removeScripts(id: IntegrationId): void {
  for (const script of document.querySelectorAll(`script[data-integration="${id}"]`)) script.remove()
}
