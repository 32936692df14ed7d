// "Cookie settings" in the footer: reopens the consent modal on every page, so withdrawing is as
// easy as giving consent.
import { Trans } from '@lingui/react/macro'
import { useVisit } from '../../visit/use-visit.ts'

export function ConsentSettingsButton({ className }: { className?: string }) {
  const visit = useVisit()
  if (!visit) return null
  return (
    <button type="button" className={className} onClick={() => visit.send({ type: 'OPEN_SETTINGS' })}>
      <Trans>Cookie-Einstellungen</Trans>
    </button>
  )
}
