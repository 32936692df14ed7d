// Starts Sentry in the browser after hydration when the server's runtime config carries a DSN
// (production stage with SENTRY_DSN); keeps its locale tag current. Never in a draft preview: the
// page an editor previews (a tab or the CMS's live-preview pane) is unpublished content opened with
// a secret token, none of which is a third party's business.

import { useEffect } from 'react'
import { useQueryIfLoaded } from '../api/query-reads.ts'
import { runtimeConfigQuery } from '../api/runtime-config.ts'
import { initBrowserSentry } from './sentry-browser.ts'

/**
 * Whether this document was opened as a draft preview: its first URL has ?preview=, which only a
 * verified token renders (app/start.ts answers any other with a plain 403). Read once, from the
 * document's own URL, so navigating on from the preview does not start Sentry either.
 */
const openedAsPreview = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('preview')

export function useBrowserSentry(locale: string): void {
  const { data } = useQueryIfLoaded(runtimeConfigQuery())
  const dsn = data?.sentryDsn
  const siteId = data?.siteId
  useEffect(() => {
    if (dsn && siteId !== undefined && !openedAsPreview) void initBrowserSentry({ dsn, siteId, locale })
  }, [dsn, siteId, locale])
}
