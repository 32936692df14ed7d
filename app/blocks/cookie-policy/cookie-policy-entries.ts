// The cookie policy's content, derived: per consent category, the site's own cookies (the CMS's
// 'Internal' providers) and each integration that may run on the site, with the cookies it sets.
// An integration's cookie the CMS also lists carries the CMS's expiry and description.
import type { Locale, Website } from '../../../app.config.ts'
import type { ConsentCategory, Cookie, CookieCategory, WebsiteCookieProvider } from '../../contracts/content/schemas.ts'
import type { IntegrationId, TrackingIntegration } from '../../integrations/integration.ts'
import { integrationsOfSite } from '../../integrations/integration-facts.ts'

export type PolicyCookie = { name: string; expiration?: string; description?: string }

export type PolicyEntry =
  | { kind: 'own'; id: string; cookies: PolicyCookie[] }
  | { kind: 'integration'; id: IntegrationId; cookies: PolicyCookie[] }

export type PolicyCategory = { id: ConsentCategory; name: string; description: string; entries: PolicyEntry[] }

const fromCms = (cookie: Cookie): PolicyCookie => ({
  name: cookie.name,
  expiration: cookie.expiration,
  description: cookie.description,
})

export function cookiePolicyCategories({
  website,
  locale,
  categories,
  providers,
  integrations,
}: {
  website: Website
  locale: Locale
  categories: readonly CookieCategory[]
  providers: readonly WebsiteCookieProvider[]
  integrations: readonly TrackingIntegration[]
}): PolicyCategory[] {
  const listed = new Map(
    providers.flatMap((provider) => provider.cookies.filter((cookie) => cookie.enabled)).map((c) => [c.name, c]),
  )
  const running = integrationsOfSite(integrations, website, locale)
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    description: category.description,
    entries: [
      ...providers
        .filter((provider) => provider.providerName === 'Internal' && provider.category === category.id)
        .map(
          (provider): PolicyEntry => ({
            kind: 'own',
            id: provider.id,
            cookies: provider.cookies.filter((cookie) => cookie.enabled).map(fromCms),
          }),
        ),
      ...running
        .filter((integration) => integration.category === category.id)
        .map(
          (integration): PolicyEntry => ({
            kind: 'integration',
            id: integration.id,
            cookies: integration.cookies.map((name) => {
              const cookie = listed.get(name)
              return cookie ? fromCms(cookie) : { name }
            }),
          }),
        ),
    ],
  }))
}
