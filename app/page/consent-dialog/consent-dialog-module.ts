// The consent dialog's code (consent-dialog.tsx), loaded on its own: only a visitor who is asked,
// or who opens the settings, needs it (docs/decisions/019-render-cost-and-page-weight.md). The
// server loads it before its first request and renders it open in the first HTML; the browser
// entry (app/client.tsx) waits for it before hydrating such a page. A module of its own, so that
// the entry imports this and not the modal's other code.
import { lazyModule } from '../../lib/lazy-module.ts'

export const consentDialogModule = lazyModule(() => import('./consent-dialog.tsx'))
if (import.meta.env.SSR) void consentDialogModule()

/** Whether this page's HTML came with the dialog open. */
export const serverRenderedConsentDialog = () => document.querySelector('[data-consent-dialog]') !== null
