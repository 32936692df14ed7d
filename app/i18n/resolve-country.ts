// SPEC section 2, "Locale and country selection": the first path segment selects the country when
// it is one of the site's path prefixes; otherwise the default country (id 13). A single-country
// site has no prefix.
import { type Country, defaultCountryId, type Website } from '../../app.config.ts'
import { errorMessages } from '../contracts/error-messages.ts'
import { countriesOf } from '../site/website.ts'

export function resolveCountry(website: Website, pathname: string): Country {
  const countries = countriesOf(website)
  const [only] = countries
  if (countries.length === 1 && only) return only
  const firstSegment = pathname.split('/')[1] ?? ''
  const country =
    countries.find((candidate) => candidate.pathPrefix !== '' && candidate.pathPrefix === firstSegment) ??
    countries.find((candidate) => candidate.id === defaultCountryId)
  if (!country) throw new Error(errorMessages.couldNotDetectCountry)
  return country
}
