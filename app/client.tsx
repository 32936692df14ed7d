// The browser entry: Start's default one. (zod's browser set-up, no eval under the CSP, is in
// app/zod.ts, which every schema module imports.)
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
