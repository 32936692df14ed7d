// The country details behind a locale (currency, phone code). A locale no country has is a
// configuration error, raised with the spec's text (SPEC section 5).
import { appConfig, type Country } from '../../app.config.ts'
import { errorMessages } from '../contracts/error-messages.ts'

export function countryForLocale(locale: string, countries: readonly Country[] = appConfig.countries): Country {
  const country = countries.find((candidate) => candidate.locale === locale)
  if (!country) throw new Error(errorMessages.noCountryForLocale(locale))
  return country
}
