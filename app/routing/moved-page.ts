// A path the site has no page at: 301 to where the site's redirects lead (a page the CMS moved),
// keeping the query string. Read through the content source and its cache like every collection,
// so a published redirect applies at once. Loaded only for such a path (the page route imports it
// when it would answer 404), so no page's first load carries it.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import type { Locale } from '../../app.config.ts'
import { contentStaleTime, getContent } from '../api/content/client.ts'
import { redirectSchema } from '../contracts/content/redirect-schema.ts'
import { z } from '../lib/zod.ts'
import { redirectTarget } from './redirect-target.ts'

/** The site's redirects of a locale; never handed to the browser with a page. */
export const redirectsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'redirects', locale],
    queryFn: () => getContent('redirects', z.array(redirectSchema), '/redirects', { locale }),
    staleTime: contentStaleTime,
    meta: { dehydrate: false },
  })

/** Throws the 301 when the site's redirects lead somewhere from path; returns when they do not. */
export async function redirectIfMoved(queryClient: QueryClient, locale: Locale, path: string, searchStr: string) {
  // No redirects to read (an outage, a CMS without them) is no redirect: the page is not found.
  const redirects = await queryClient.ensureQueryData(redirectsQuery(locale)).catch(() => [])
  const target = redirectTarget(redirects, path)
  // A redirect by href, as TanStack documents it; its types ask for a route's `to` besides.
  const options = { href: `${target}${searchStr}`, statusCode: 301 } as Parameters<typeof redirect>[0]
  if (target !== undefined) throw redirect(options)
}
