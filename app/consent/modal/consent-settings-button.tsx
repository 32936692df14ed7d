// "Cookie settings" in the footer: reopens the consent modal on every page, so withdrawing is as
// easy as giving consent.
import { Trans } from '@lingui/react/macro'
import { useConsentActors } from './consent-provider.tsx'

export function ConsentSettingsButton({ className }: { className?: string }) {
  const actors = useConsentActors()
  if (!actors) return null
  return (
    <button type="button" className={className} onClick={actors.openSettings}>
      <Trans>Cookie-Einstellungen</Trans>
    </button>
  )
}
