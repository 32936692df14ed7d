// Shown on every draft preview, so an editor never mistakes a draft for the live page.
import { Trans } from '@lingui/react/macro'

export function PreviewBadge() {
  return (
    <p className="preview-badge" role="status">
      <Trans>Vorschau: Entwurf, nicht veröffentlicht</Trans>
    </p>
  )
}
