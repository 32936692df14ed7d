// Where the consent modal's policy links go (SPEC section 2): the privacy policy page, and the
// cookie policy page, or the privacy policy when a site has no cookie policy of its own.
import type { Locale, Website } from '../../app.config.ts'
import type { WebsiteCookieProvider } from '../contracts/content/schemas.ts'

export function privacyPolicyPath(website: Website, locale: Locale): string | undefined {
  return website.paths.PrivacyPolicy?.[locale]
}

export function cookiePolicyPath(website: Website, locale: Locale): string | undefined {
  return website.paths.CookiePolicy?.[locale] ?? privacyPolicyPath(website, locale)
}

/** A provider's policy link; the CMS writes 'internal' for the site's own cookies. */
export function providerPolicyHref(provider: WebsiteCookieProvider, website: Website, locale: Locale) {
  return provider.url === 'internal' ? cookiePolicyPath(website, locale) : provider.url
}

/** The CMS names the site's own cookies' provider 'Internal'; visitors see the site's name. */
export function providerDisplayName(provider: WebsiteCookieProvider, website: Website): string {
  return provider.providerName === 'Internal' ? website.displayName : provider.providerName
}
