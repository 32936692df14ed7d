// The browser entry: TanStack Start's default one, except that when the server rendered the consent
// dialog open (a visitor who must answer), its code (loaded on its own, consent-dialog-module.ts) is
// awaited before hydrating, so the dialog takes clicks as soon as the rest of the page does.
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { consentDialogModule, serverRenderedConsentDialog } from './consent/modal/consent-dialog-module.ts'

if (serverRenderedConsentDialog()) await consentDialogModule()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
