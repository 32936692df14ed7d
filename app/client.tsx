// The browser entry: Start's default one, preceded by what must hold before any app module runs.
// zod first: its schemas check once, as they are built, whether they may compile with eval, and
// the Content-Security-Policy refuses eval (and would report the probe as a violation).
import './security/zod-without-eval.ts'
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
