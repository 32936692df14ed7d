// The site's own cookie consent modal (SPEC section 2): open or closed, as the modal machine says.
// The dialog itself (consent-dialog.tsx) is code only a visitor who is asked, or who opens the
// settings, needs: it loads then, on its own (docs/decisions/019-render-cost-and-page-weight.md).
// The server has it loaded before the first request and renders it open in the first HTML.
import { useSelector } from '@xstate/react'
import { Suspense, use } from 'react'
import { lazyModule } from '../../lib/lazy-module.ts'
import type { ConsentModalProps } from './consent-dialog.tsx'
import { useConsentActors } from './consent-provider.tsx'

export const consentDialogModule = lazyModule(() => import('./consent-dialog.tsx'))
if (import.meta.env.SSR) void consentDialogModule()

/** Whether this page's HTML came with the dialog open (the browser entry, app/client.tsx, asks before hydrating). */
export const serverRenderedConsentDialog = () => document.querySelector('[data-consent-dialog]') !== null

export function ConsentModal(props: ConsentModalProps) {
  const actors = useConsentActors()
  const open = useSelector(actors?.modal, (snapshot) => snapshot?.matches('open') ?? false)
  if (!open) return null
  // Opened from the footer, the dialog's code and details may still be loading: the focus trap waits for them.
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  )
}

function LoadedDialog(props: ConsentModalProps) {
  const { ConsentDialog } = use(consentDialogModule())
  return <ConsentDialog {...props} />
}
