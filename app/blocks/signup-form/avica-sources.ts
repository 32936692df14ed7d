// Where the third-party finance-lead form (Avica, avica-form.tsx) comes from: its script renders the
// form and sends it home, so the page's policy allows its origin on sites configured with a token.
import type { CspSources } from '../../security/csp-sources.ts'

export const avicaScriptUrl = 'https://forms.avica.io/embed.js'
const avicaOrigin = new URL(avicaScriptUrl).origin

export const avicaCspSources = {
  'script-src': [avicaOrigin],
  'connect-src': [avicaOrigin],
  'frame-src': [avicaOrigin],
} as const satisfies CspSources
