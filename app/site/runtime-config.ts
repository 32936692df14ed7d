// What the browser needs to know about the server's environment, fetched once per visit: on the
// server the query runs during SSR and is dehydrated, so the browser never asks again.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { siteIdFromEnv } from './website.ts'

export const stageSchema = z.enum(['development', 'preview', 'production'])
export type Stage = z.infer<typeof stageSchema>

export type RuntimeConfig = {
  siteId: number
  stage: Stage
  /** The block gallery (/_blocks/) is served. */
  blockGallery: boolean
}

/** The gallery is for editors and engineers: on in development and preview, in production only on request. */
export function isBlockGalleryOn(stage: Stage, env: Record<string, string | undefined>): boolean {
  return stage !== 'production' || env.BLOCK_GALLERY === '1'
}

export const fetchRuntimeConfig = createServerFn({ method: 'GET' }).handler((): RuntimeConfig => {
  const stage = stageSchema.parse(
    process.env.STAGE ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
  )
  return {
    siteId: siteIdFromEnv(process.env.SITE_ID),
    stage,
    blockGallery: isBlockGalleryOn(stage, process.env),
  }
})

export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: () => fetchRuntimeConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  })
