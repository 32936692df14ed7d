// The site's own cookie consent modal (SPEC section 2): open or closed, as the modal machine says.
// The dialog itself (consent-dialog.tsx) loads when it is first needed (consent-dialog-module.ts).
import { useSelector } from '@xstate/react'
import { Suspense, use } from 'react'
import { useVisitActor } from '../../visit/use-visit.ts'
import type { ConsentModalProps } from './consent-dialog.tsx'
import { consentDialogModule } from './consent-dialog-module.ts'

export function ConsentModal(props: ConsentModalProps) {
  const open = useSelector(useVisitActor('modal'), (snapshot) => snapshot?.matches('open') ?? false)
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
