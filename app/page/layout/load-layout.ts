import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'

/** Ensures what the site header and footer read, so the page loader can fetch it up front. */
export function loadLayout(queryClient: QueryClient, locale: Locale): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(contentQueries.menus(locale)),
    queryClient.ensureQueryData(contentQueries.components(locale)),
  ])
}
