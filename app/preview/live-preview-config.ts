// What a draft preview needs for live preview: the CMS origin whose "document saved" messages
// refresh it. Asked for by the page route's loader only for a preview, and answered only for a
// token good for the page, so no other visitor is ever told where the CMS is.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { z } from '../lib/zod.ts'
import { serverRuntimeIn } from '../site/request-runtime.ts'
import { isValidPreview } from './preview-check.ts'

export type LivePreviewConfig = {
  /** The CMS origin to listen to; null: no live preview (no CMS configured, or not a good token). */
  cmsOrigin: string | null
}

const livePreviewInputSchema = z.object({ path: z.string(), token: z.string() })

export const fetchLivePreviewConfig = createServerFn({ method: 'GET' })
  .validator(livePreviewInputSchema)
  .handler(
    ({ data, context }): LivePreviewConfig => ({
      cmsOrigin: isValidPreview(data.token, data.path) ? (serverRuntimeIn(context).config.cmsOrigin ?? null) : null,
    }),
  )

export const livePreviewConfigQuery = (path: string, token: string) =>
  queryOptions({
    queryKey: ['live-preview', path, token],
    queryFn: () => fetchLivePreviewConfig({ data: { path, token } }),
    staleTime: Number.POSITIVE_INFINITY,
  })
