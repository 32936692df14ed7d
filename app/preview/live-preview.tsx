// Live preview in a verified draft preview: when the CMS pane says the document was saved
// (autosave included), the router reloads the route's data, draft first (app/routes/$.tsx), and the
// page shows the change without a reload. Payload's listener is loaded lazily, in a chunk of its
// own, so no other visitor downloads any of it; so is visual editing's overlay (visual-editing/),
// which talks to the CMS form when the pane frames the preview, and links to the admin when the
// preview is a tab of its own.
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'

const RefreshRouteOnSave = lazy(() => import('./live-preview-listener.ts'))
const VisualEditing = lazy(() => import('./visual-editing/visual-editing.tsx'))

export function LivePreview({ cmsOrigin }: { cmsOrigin: string }) {
  const router = useRouter()
  // Stable: the listener subscribes again whenever it changes.
  const refresh = useCallback(() => void router.invalidate(), [router])
  // Known in the browser only: the server renders no outline, and hydration finds none.
  const [framed, setFramed] = useState<boolean>()
  useEffect(() => setFramed(window.parent !== window), [])
  return (
    <>
      <Suspense fallback={null}>
        <RefreshRouteOnSave refresh={refresh} serverURL={cmsOrigin} />
      </Suspense>
      {/* A boundary of its own: its chunk loading later hides nothing the listener renders. */}
      <Suspense fallback={null}>
        {framed !== undefined && <VisualEditing cmsOrigin={cmsOrigin} framed={framed} />}
      </Suspense>
    </>
  )
}
