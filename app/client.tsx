// The browser entry: TanStack Start's default one, except that it first loads the code the server
// rendered the page with that comes in chunks of its own: the consent dialog when it is open (a
// visitor who must answer, consent-dialog-module.ts) and the forms among the page's blocks
// (blocks/lazy-block.tsx). So they take input as soon as the rest of the page does, and a page
// without them never downloads them (docs/decisions/019-render-cost-and-page-weight.md).
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isBlockType } from './blocks/block-schemas.ts'
import { blockViews } from './blocks/views.ts'
import { preloadCatalog } from './i18n/lingui.ts'
import { consentDialogModule, serverRenderedConsentDialog } from './page/consent-dialog/consent-dialog-module.ts'
import { longDateFormat } from './ui/format.ts'

// The router activates the page's locale before hydrating; its catalog starts downloading now,
// beside the chunks awaited below, rather than one round trip after them.
preloadCatalog(document.documentElement.lang)
// A page that shows dates makes their formatter in a task of its own while the chunks download: a
// page's first Intl formatter costs 20-30 ms, which made during the hydration lengthened the task
// rendering the first block with a date (or a number, whichever came first).
if (document.querySelector('time[datetime]')) setTimeout(() => longDateFormat(document.documentElement.lang))

const blockTypes = new Set(
  [...document.querySelectorAll<HTMLElement>('[data-block-type]')].map((element) => element.dataset.blockType ?? ''),
)
// Settled, not all: a chunk that failed to download must not keep the whole page from hydrating;
// the render that needs it asks for it again (lib/lazy-module.ts forgets a failed load).
await Promise.allSettled([
  serverRenderedConsentDialog() && consentDialogModule(),
  ...[...blockTypes].filter(isBlockType).map((blockType) => blockViews[blockType].preload?.()),
])

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
