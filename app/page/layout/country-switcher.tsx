// Links to this page in the site's other countries, each named in its own language. Following one
// is a locale change (the root document announces it).
import { useLingui } from '@lingui/react/macro'
import type { Locale, Website } from '../../../app.config.ts'
import { countryVersions } from '../../routing/country-versions.ts'
import { ContentLink } from '../../ui/content-link.tsx'

const nativeName = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale

export function CountrySwitcher({
  website,
  locale,
  routeName,
}: {
  website: Website
  locale: Locale
  routeName: string
}) {
  const { t } = useLingui()
  const versions = countryVersions(website, routeName)
  if (versions.length < 2) return null
  return (
    <nav className="country-switcher" aria-label={t`Land und Sprache`}>
      <ul className="country-switcher__list">
        {versions.map((version) => (
          <li key={version.locale} lang={version.locale}>
            {version.locale === locale ? (
              <span className="country-switcher__current" aria-current="page">
                {nativeName(version.locale)}
              </span>
            ) : (
              <ContentLink href={version.path} className="country-switcher__link">
                {nativeName(version.locale)}
              </ContentLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
