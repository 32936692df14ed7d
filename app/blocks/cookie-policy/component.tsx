// The cookie policy's list: one table per consent category, a row per service (the site's own
// cookies, then each integration that may run on the site) with provider, purpose and cookies.
import { Trans, useLingui } from '@lingui/react/macro'
import { contentQueries, cookieCategoriesLocale } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { integrationFacts } from '../../integrations/integration-facts.ts'
import { trackingIntegrations } from '../../integrations/registry.ts'
import { BlockSection, Subheading } from '../../ui/block-section.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { cookiePolicyCategories, type PolicyCookie, type PolicyEntry } from './cookie-policy-entries.ts'
import type { CookiePolicyBlock } from './schema.ts'

export function CookiePolicy({ block, context }: BlockComponentProps<CookiePolicyBlock>) {
  const { t } = useLingui()
  const { data: categories } = useLoadedQuery(contentQueries.cookieCategories())
  const { data: providers } = useLoadedQuery(contentQueries.websiteCookies(context.locale))
  const { data: components } = useLoadedQuery(contentQueries.components(context.locale))
  const labels = components.cookieConsent.consentKeys ?? {}
  const policy = cookiePolicyCategories({
    website: context.website,
    locale: context.locale,
    categories,
    providers,
    integrations: trackingIntegrations,
  })
  return (
    <BlockSection heading={block.heading} className="cookie-policy">
      {policy.map((category) => {
        const label = labels[category.id] ?? category.name
        return (
          <section key={category.id} className="cookie-policy__category" id={`cookies-${category.id}`}>
            <Subheading className="cookie-policy__heading">{label}</Subheading>
            {/* Cookie categories are kept in English only (SPEC section 7). */}
            <p lang={cookieCategoriesLocale}>{category.description}</p>
            {category.entries.length === 0 ? (
              <p>
                <Trans>Auf dieser Website setzen wir in dieser Kategorie keine Cookies und keine Dienste ein.</Trans>
              </p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
              <section className="table-scroll" aria-label={t`Dienste der Kategorie ${label}`} tabIndex={0}>
                <table className="data-table cookie-policy__table">
                  <caption>{t`Dienste der Kategorie ${label}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Dienst und Anbieter</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Zweck</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Cookies und Speicherdauer</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {category.entries.map((entry) => (
                      <EntryRow
                        key={`${entry.kind}-${entry.id}`}
                        entry={entry}
                        siteName={context.website.displayName}
                      />
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
        )
      })}
    </BlockSection>
  )
}

function EntryRow({ entry, siteName }: { entry: PolicyEntry; siteName: string }) {
  const { i18n } = useLingui()
  if (entry.kind === 'own')
    return (
      <tr>
        <th scope="row">{siteName}</th>
        <td>
          <Trans>Eigene Cookies dieser Website; Zweck je Cookie:</Trans>
        </td>
        <td>
          <CookieList cookies={entry.cookies} withDescription />
        </td>
      </tr>
    )
  const facts = integrationFacts[entry.id]
  return (
    <tr>
      <th scope="row">
        {facts.name}
        <span className="cookie-policy__provider">{facts.provider}</span>
        <ContentLink href={facts.privacyPolicy}>
          <Trans>Datenschutzerklärung des Anbieters</Trans>
        </ContentLink>
      </th>
      <td>{i18n._(facts.purpose)}</td>
      <td>
        <CookieList cookies={entry.cookies} />
      </td>
    </tr>
  )
}

function CookieList({
  cookies,
  withDescription = false,
}: {
  cookies: readonly PolicyCookie[]
  withDescription?: boolean
}) {
  return (
    <ul className="cookie-policy__cookies">
      {cookies.map((cookie) => (
        <li key={cookie.name}>
          <code>{cookie.name}</code>
          {cookie.expiration && ` (${cookie.expiration})`}
          {withDescription && cookie.description && `: ${cookie.description}`}
        </li>
      ))}
    </ul>
  )
}
