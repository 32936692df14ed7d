// The details tab: each category with its switch and description, and its providers as
// expandable entries listing their enabled cookies, each provider linking to its policy.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Locale, Website } from '../../../app.config.ts'
import { cookieCategoriesLocale } from '../../api/content/client.ts'
import type { ConsentChoices } from '../../consent/consent-record.ts'
import { providerDisplayName, providerPolicyHref } from '../../consent/policy-links.ts'
import type { ConsentCategory, CookieCategory, WebsiteCookieProvider } from '../../contracts/content/schemas.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import { CategoryToggle } from './category-toggle.tsx'

type Props = {
  website: Website
  locale: Locale
  categories: readonly CookieCategory[]
  providers: readonly WebsiteCookieProvider[]
  toggles: ConsentChoices
  labelOf: (category: ConsentCategory) => ReactNode
  onToggle: (category: ConsentCategory, value: boolean) => void
}

export function ConsentDetails({ website, locale, categories, providers, toggles, labelOf, onToggle }: Props) {
  return (
    <div className="consent-details">
      {categories.map((category) => {
        const necessary = category.id === 'necessary'
        return (
          <section key={category.id} className="consent-details__category">
            <h3 className="consent-details__heading">
              <CategoryToggle
                label={labelOf(category.id)}
                checked={necessary || toggles[category.id as keyof ConsentChoices]}
                disabled={necessary}
                onChange={(value) => onToggle(category.id, value)}
              />
            </h3>
            {/* Cookie categories are kept in English only (SPEC section 7). */}
            <p lang={cookieCategoriesLocale}>{category.description}</p>
            {providers
              .filter((provider) => provider.category === category.id)
              .map((provider) => (
                <ProviderEntry key={provider.id} provider={provider} website={website} locale={locale} />
              ))}
          </section>
        )
      })}
    </div>
  )
}

function ProviderEntry({
  provider,
  website,
  locale,
}: {
  provider: WebsiteCookieProvider
  website: Website
  locale: Locale
}) {
  const { t } = useLingui()
  const name = providerDisplayName(provider, website)
  const href = providerPolicyHref(provider, website, locale)
  const cookies = provider.cookies.filter((cookie) => cookie.enabled)
  return (
    <details className="consent-provider">
      <summary>
        {name} <span className="consent-provider__count">({t`${cookies.length} Cookies`})</span>
      </summary>
      {href && (
        <p>
          <ContentLink href={href}>
            <Trans>Datenschutzhinweise von {name}</Trans>
          </ContentLink>
        </p>
      )}
      <table className="consent-provider__cookies">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Zweck</Trans>
            </th>
            <th scope="col">
              <Trans>Ablauf</Trans>
            </th>
            <th scope="col">
              <Trans>Typ</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie) => (
            <tr key={cookie.name}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.description}</td>
              <td>{cookie.expiration}</td>
              <td>{cookie.type}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
