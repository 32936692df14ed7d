// Which website this process serves. SITE_ID picks it; the German casino site is the default.
import { appConfig, type Country, type Website } from '../../app.config.ts'

export class UnknownSiteError extends Error {
  override name = 'UnknownSiteError'
}

export function websiteById(siteId: number): Website {
  const website = appConfig.websites.find((candidate) => candidate.id === siteId)
  if (!website) {
    const known = appConfig.websites.map((site) => site.id).join(', ')
    throw new UnknownSiteError(`SITE_ID ${siteId} is not a configured website (known: ${known})`)
  }
  return website
}

/** Parses SITE_ID (unset or blank: the default website); every reader of SITE_ID goes through here. */
export function siteIdFromEnv(raw: string | undefined): number {
  const value = raw?.trim()
  if (value === undefined || value === '') return appConfig.defaultWebsiteId
  if (!/^\d+$/.test(value)) throw new UnknownSiteError(`SITE_ID must be a website id, got "${value}"`)
  return websiteById(Number(value)).id
}

export function countriesOf(website: Website): Country[] {
  return appConfig.countries.filter((country) => website.countryIds.includes(country.id))
}
