// The root route's response headers: the page's Content-Security-Policy for this request's nonce
// and this visitor's consent, as the server read it from the request's cookies while loading (the
// same queries the consent modal reads, so the policy and the page agree on what may run).
import type { QueryClient } from '@tanstack/react-query'
import type { Country } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import { necessaryOnly } from '../consent/consent-record.ts'
import { grantedOnArrival } from '../consent/granted-on-arrival.ts'
import { visitorConsentQuery } from '../consent/visitor-consent.ts'
import { runtimeConfigQuery } from '../site/runtime-config.ts'
import { websiteById } from '../site/website.ts'
import { pageContentSecurityPolicy } from './content-security-policy.ts'
import { pageCspSources } from './page-csp-sources.ts'

type RootContext = { queryClient: QueryClient; country?: Country }

/** In development the policy only reports (Vite's client and the devtools inject unsigned code). */
const policyHeader = import.meta.env.DEV ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy'

export function pageSecurityHeaders(nonce: string | undefined, { queryClient, country }: RootContext) {
  if (!nonce) return undefined
  const runtime = queryClient.getQueryData(runtimeConfigQuery().queryKey)
  if (!runtime || !country) return { [policyHeader]: pageContentSecurityPolicy(nonce) }
  const visitor = queryClient.getQueryData(visitorConsentQuery().queryKey)
  const components = queryClient.getQueryData(contentQueries.components(country.locale).queryKey)
  // Without what the server read (the root loader failed), nothing beyond the necessary may run.
  const granted =
    visitor && components
      ? grantedOnArrival({
          mustAsk: visitor.mustAsk,
          stored: visitor.stored ?? undefined,
          policyRevision: components.cookieConsent.policyRevision,
          globalPrivacyControl: visitor.globalPrivacyControl,
        })
      : necessaryOnly
  const sources = pageCspSources({
    website: websiteById(runtime.siteId),
    locale: country.locale,
    granted,
    sentryDsn: runtime.sentryDsn,
  })
  return { [policyHeader]: pageContentSecurityPolicy(nonce, ...sources) }
}
