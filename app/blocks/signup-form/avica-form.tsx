// The third-party finance-lead form (Avica), used instead of our own when the site config has its
// token: avicaWhiteLabelToken on white-label pages, avicaFormToken otherwise. Its script finds the
// container by data-avica-token and renders the form into it.
// The page's policy allows it where configured (avica-sources.ts).
import { avicaScriptUrl } from './avica-sources.ts'

export function AvicaForm({ token }: { token: string }) {
  return (
    <>
      <div className="avica-form" data-avica-token={token} />
      <script src={avicaScriptUrl} async />
    </>
  )
}
