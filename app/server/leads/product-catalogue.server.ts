// The products the leads API hands out: the site's catalogue per locale, ranked by the same function
// the server-rendered list uses, so an impression's list and the page agree. The catalogue changes
// only when the content store is rebuilt (a restart), so each locale is ranked and serialised once.
import type { Locale, Website } from '../../../app.config.ts'
import type { Product } from '../../api/content/schemas.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import { rankProducts } from '../../products/ranking.ts'
import { countriesOf } from '../../site/website.ts'

export type ProductCatalogue = {
  /** The ranked list as JSON text, ready to embed in an answer. */
  rankedJson(locale: Locale): string
  /** A product of any of the site's locales, by id: a ranked one or a finance product. */
  find(productId: string): CatalogueEntry | undefined
}

/** What a click-out and a product event need of a product. */
export type CatalogueEntry = { id: string; url: string }

/** Each locale read once: the catalogue changes only with a restart. */
function perLocale<T>(read: (locale: Locale) => T): (locale: Locale) => T {
  const cache = new Map<Locale, T>()
  return (locale) => {
    if (!cache.has(locale)) cache.set(locale, read(locale))
    return cache.get(locale) as T
  }
}

export function createProductCatalogue(
  website: Website,
  readProducts: (locale: Locale) => readonly Product[],
  /** The finance sites' products: no ranking in the impression, but clicked and viewed all the same. */
  readFinanceProducts: (locale: Locale) => readonly CatalogueEntry[] = () => [],
): ProductCatalogue {
  const locales = countriesOf(website).map((country) => country.locale)
  const productsOf = perLocale(readProducts)
  const financeProductsOf = perLocale(readFinanceProducts)
  const ranked = new Map<Locale, string>()
  return {
    rankedJson(locale) {
      let json = ranked.get(locale)
      if (json === undefined) {
        json = JSON.stringify(
          rankProducts(productsOf(locale), { whitelistedOnly: showsWhitelistedOnly(website, locale) }),
        )
        ranked.set(locale, json)
      }
      return json
    },
    find(productId) {
      for (const locale of locales) {
        const product = [...productsOf(locale), ...financeProductsOf(locale)].find(
          (candidate) => candidate.id === productId,
        )
        if (product) return product
      }
      return undefined
    },
  }
}
