// The root route's response headers: the page's Content-Security-Policy for this request's nonce.
// It allows the hosts of every integration the site has, whatever the visitor's consent (a grant
// starts them in place: page-csp-sources.ts), so it is the same for every visitor of a page.

import type { QueryClient } from '@tanstack/react-query'
import type { Country, Website } from '../../app.config.ts'
import { runtimeConfigQuery } from '../api/runtime-config.ts'
import { pageContentSecurityPolicy } from '../security/content-security-policy.ts'
import type { CspSources } from '../security/csp-sources.ts'
import { pageCspSources } from './page-csp-sources.ts'

type RootContext = { queryClient: QueryClient; website: Website; country?: Country }

/** In development the policy only reports (Vite's client and the devtools inject unsigned code). */
const policyHeader = import.meta.env.DEV ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy'

/**
 * On the server, a site's sources by locale and error reporter: they follow from the site's
 * configuration alone, so they are worked out once, not for every page (docs/decisions/102-render-once-per-input.md).
 */
const sourcesBySite = new WeakMap<Website, Map<string, CspSources[]>>()

function siteCspSources(website: Website, locale: Country['locale'], sentryDsn: string | undefined) {
  let bySetting = sourcesBySite.get(website)
  if (!bySetting) {
    bySetting = new Map()
    sourcesBySite.set(website, bySetting)
  }
  const key = `${locale} ${sentryDsn ?? ''}`
  let sources = bySetting.get(key)
  if (!sources) {
    sources = pageCspSources({ website, locale, sentryDsn })
    bySetting.set(key, sources)
  }
  return sources
}

export function pageSecurityHeaders(nonce: string | undefined, { queryClient, website, country }: RootContext) {
  if (!nonce) return undefined
  const runtime = queryClient.getQueryData(runtimeConfigQuery().queryKey)
  if (!runtime || !country) return { [policyHeader]: pageContentSecurityPolicy(nonce) }
  const locale = country.locale
  const sources = import.meta.env.SSR
    ? siteCspSources(website, locale, runtime.sentryDsn)
    : pageCspSources({ website, locale, sentryDsn: runtime.sentryDsn })
  return { [policyHeader]: pageContentSecurityPolicy(nonce, ...sources) }
}
