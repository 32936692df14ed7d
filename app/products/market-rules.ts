// Rules a market's law sets for which products a site may show.
import { type Locale, productTypeIds, type Website } from '../../app.config.ts'

/** German law (GlüStV 2021) allows advertising only GGL-whitelisted casinos to German visitors. */
export function showsWhitelistedOnly(website: Website, locale: Locale): boolean {
  return website.productType.id === productTypeIds.IGaming && locale.endsWith('-DE')
}
