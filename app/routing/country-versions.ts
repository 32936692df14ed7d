// The same page in every country of a multi-country site: the routes sharing a route name, one per
// locale. hreflang alternates and the country switcher both list them.
import { defaultCountryId, type Locale, type Website } from '../../app.config.ts'
import { countriesOf } from '../site/website.ts'

type CountryVersion = { locale: Locale; path: string; isDefaultCountry: boolean }

export function countryVersions(website: Website, routeName: string): CountryVersion[] {
  return countriesOf(website).flatMap((country) => {
    const route = website.routes.find(
      (candidate) => candidate.name === routeName && candidate.meta.locale === country.locale,
    )
    return route
      ? [{ locale: country.locale, path: route.path, isDefaultCountry: country.id === defaultCountryId }]
      : []
  })
}

/** <link rel="alternate" hreflang> for each version, plus x-default for the default country's. */
export function hreflangLinks(website: Website, routeName: string) {
  const versions = countryVersions(website, routeName)
  if (versions.length < 2) return []
  const link = (hrefLang: string, path: string) => ({
    rel: 'alternate',
    hrefLang,
    href: new URL(path, website.url).href,
  })
  const fallback = versions.find((version) => version.isDefaultCountry)
  return [
    ...versions.map((version) => link(version.locale, version.path)),
    ...(fallback ? [link('x-default', fallback.path)] : []),
  ]
}

/** The front page of a locale: the route named 'frontpage' in it, else the site root. */
export function homePath(website: Website, locale: Locale): string {
  return countryVersions(website, 'frontpage').find((version) => version.locale === locale)?.path ?? '/'
}
