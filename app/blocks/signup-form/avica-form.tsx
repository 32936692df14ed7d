// The third-party finance-lead form (Avica), used instead of our own when the site config has its
// token: avicaWhiteLabelToken on white-label pages, avicaFormToken otherwise. Its script finds the
// container by data-avica-token and renders the form into it.
import type { CspSources } from '../../security/csp-sources.ts'

const avicaScriptUrl = 'https://forms.avica.io/embed.js'
const avicaOrigin = new URL(avicaScriptUrl).origin
/** Its script renders the form and sends it home; allowed on sites configured with an Avica token. */
export const avicaCspSources = {
  'script-src': [avicaOrigin],
  'connect-src': [avicaOrigin],
  'frame-src': [avicaOrigin],
} as const satisfies CspSources

export function AvicaForm({ token }: { token: string }) {
  return (
    <>
      <div className="avica-form" data-avica-token={token} />
      <script src={avicaScriptUrl} async />
    </>
  )
}
