// TanStack Router and Query devtools, in development only: loaded lazily after hydration (so the
// server HTML and the first paint are the production ones), and compiled out of production builds,
// where `import.meta.env.DEV` is false: the lazy components are marked pure, so the bundler drops
// them, and their chunks' names, with the unused component.
import { lazy, Suspense, useEffect, useState } from 'react'

const RouterDevtools = /* @__PURE__ */ lazy(() =>
  import('@tanstack/react-router-devtools').then((module) => ({ default: module.TanStackRouterDevtools })),
)
const QueryDevtools = /* @__PURE__ */ lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
)

function LoadedDevTools() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <RouterDevtools position="bottom-left" />
      <QueryDevtools buttonPosition="bottom-right" />
    </Suspense>
  )
}

export const DevTools = import.meta.env.DEV ? LoadedDevTools : () => null
