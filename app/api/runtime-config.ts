// What the browser needs to know about the server's environment, fetched once per visit: on the
// server the query runs during SSR and is dehydrated, so the browser never asks again.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { serverRuntimeIn } from '../site/request-runtime.ts'
import type { Stage } from '../site/stage.ts'

export type { Stage } from '../site/stage.ts'

export type RuntimeConfig = {
  siteId: number
  stage: Stage
  /** The block gallery (/_blocks/) is served. */
  blockGallery: boolean
  /** Where the browser reports errors (Sentry); set only in production with SENTRY_DSN (SPEC section 1). */
  sentryDsn?: string
}

export const fetchRuntimeConfig = createServerFn({ method: 'GET' }).handler(({ context }): RuntimeConfig => {
  const { website, stage, blockGallery, sentryDsn } = serverRuntimeIn(context).config
  return { siteId: website.id, stage, blockGallery, sentryDsn }
})

export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: () => fetchRuntimeConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  })
