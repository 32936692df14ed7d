// What the browser needs to know about the server's environment, fetched once per visit: on the
// server the query runs during SSR and is dehydrated, so the browser never asks again.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { type Stage, stageFromEnv } from './stage.ts'
import { siteIdFromEnv } from './website.ts'

export type { Stage } from './stage.ts'

export type RuntimeConfig = {
  siteId: number
  stage: Stage
  /** The block gallery (/_blocks/) is served. */
  blockGallery: boolean
  /** Where the browser reports errors (Sentry); set only in production with SENTRY_DSN (SPEC section 1). */
  sentryDsn?: string
}

type Env = Record<string, string | undefined>

/** Errors are reported to Sentry only in the production stage, and only when a DSN is configured. */
export function sentryDsnFromEnv(env: Env): string | undefined {
  return stageFromEnv(env) === 'production' ? env.SENTRY_DSN?.trim() || undefined : undefined
}

/** The gallery is for editors and engineers: on in development and preview, in production only on request. */
export function isBlockGalleryOn(stage: Stage, env: Env): boolean {
  return stage !== 'production' || env.BLOCK_GALLERY === '1'
}

export const fetchRuntimeConfig = createServerFn({ method: 'GET' }).handler((): RuntimeConfig => {
  const stage = stageFromEnv(process.env)
  return {
    siteId: siteIdFromEnv(process.env.SITE_ID),
    stage,
    blockGallery: isBlockGalleryOn(stage, process.env),
    sentryDsn: sentryDsnFromEnv(process.env),
  }
})

export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: () => fetchRuntimeConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  })
