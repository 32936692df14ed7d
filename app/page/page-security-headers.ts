// The root route's response headers: the page's Content-Security-Policy for this request's nonce.
// It allows the hosts of every integration the site has, whatever the visitor's consent (a grant
// starts them in place: page-csp-sources.ts), so it is the same for every visitor of a page.

import type { QueryClient } from '@tanstack/react-query'
import type { Country, Website } from '../../app.config.ts'
import { runtimeConfigQuery } from '../api/runtime-config.ts'
import { pageContentSecurityPolicy } from '../security/content-security-policy.ts'
import { pageCspSources } from './page-csp-sources.ts'

type RootContext = { queryClient: QueryClient; website: Website; country?: Country }

/** In development the policy only reports (Vite's client and the devtools inject unsigned code). */
const policyHeader = import.meta.env.DEV ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy'

export function pageSecurityHeaders(nonce: string | undefined, { queryClient, website, country }: RootContext) {
  if (!nonce) return undefined
  const runtime = queryClient.getQueryData(runtimeConfigQuery().queryKey)
  if (!runtime || !country) return { [policyHeader]: pageContentSecurityPolicy(nonce) }
  const sources = pageCspSources({
    website,
    locale: country.locale,
    sentryDsn: runtime.sentryDsn,
  })
  return { [policyHeader]: pageContentSecurityPolicy(nonce, ...sources) }
}
