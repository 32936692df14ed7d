// Starts Sentry in the browser after hydration when the server's runtime config carries a DSN
// (production stage with SENTRY_DSN); keeps its locale tag current.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { runtimeConfigQuery } from '../api/runtime-config.ts'
import { initBrowserSentry } from './sentry-browser.ts'

export function useBrowserSentry(locale: string): void {
  const { data } = useQuery(runtimeConfigQuery())
  const dsn = data?.sentryDsn
  const siteId = data?.siteId
  useEffect(() => {
    if (dsn && siteId !== undefined) void initBrowserSentry({ dsn, siteId, locale })
  }, [dsn, siteId, locale])
}
