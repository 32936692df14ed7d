// The products the leads API hands out and sends visitors to: the site's catalogue per locale, read
// from the same content source as the pages (the embedded store, or a CMS through the site's cache,
// which a publish purges), so a click-out, an impression's list and a product event follow what
// editors published as soon as the pages do. Ranked by the same function the server-rendered list
// uses, so an impression's list and the page agree. The ranked JSON is made once per content version.
import type { Locale, Website } from '../../../app.config.ts'
import {
  type FinanceProduct,
  financeProductSchema,
  type GglWhitelistEntry,
  gglWhitelistEntrySchema,
  type Product,
  productSchema,
} from '../../contracts/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { type GglWhitelist, gglWhitelistOf, isWhitelisted } from '../../products/ggl-whitelist.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import { rankProducts } from '../../products/ranking.ts'
import { countriesOf } from '../../site/website.ts'
import type { ListCollection } from '../content/collections.server.ts'
import { type ContentBody, type ContentSource, ContentUpstreamError } from '../content/content-source.server.ts'

export type ProductCatalogue = {
  /** The ranked list as JSON text, ready to embed in an answer. */
  rankedJson(locale: Locale): Promise<string>
  /**
   * A product of any of the site's locales, by id: a ranked one or a finance product. Rejects
   * (ContentUpstreamError) when the source cannot answer and has no copy to fall back on.
   */
  find(productId: string): Promise<CatalogueEntry | undefined>
}

/** What a click-out and a product event need of a product: its network books its conversions. */
export type CatalogueEntry = {
  id: string
  url: string
  network?: { id: string } | undefined
  /**
   * Set for a casino the law does not let the site send visitors to (GlüStV 2021 § 5 (7): not on the
   * site's copy of the GGL whitelist): the locale whose market refuses it, where its review is.
   */
  withheldIn?: Locale
}

const productsSchema = z.array(productSchema)
const financeProductsSchema = z.array(financeProductSchema)
const gglWhitelistSchema = z.array(gglWhitelistEntrySchema)

/** One parse per body: a source hands out one body object per content version. */
function parsedPerVersion<T>(schema: z.ZodMiniType<T>) {
  const parsed = new WeakMap<ContentBody, T>()
  return (body: ContentBody): T => {
    let value = parsed.get(body)
    if (value === undefined) {
      const result = schema.safeParse(JSON.parse(body.json))
      // The content API answers only what the contract allows; anything else is the source's failure.
      if (!result.success) throw new ContentUpstreamError('The content source answered products the contract refuses')
      value = result.data
      parsed.set(body, value)
    }
    return value
  }
}

export function createProductCatalogue(website: Website, source: ContentSource): ProductCatalogue {
  const locales = countriesOf(website).map((country) => country.locale)
  const products = parsedPerVersion<Product[]>(productsSchema)
  const financeProducts = parsedPerVersion<FinanceProduct[]>(financeProductsSchema)
  const whitelistEntries = parsedPerVersion<GglWhitelistEntry[]>(gglWhitelistSchema)
  /** The ranked JSON per version of the products and, where the market has one, of the whitelist. */
  const ranked = new WeakMap<ContentBody, WeakMap<ContentBody | typeof noWhitelist, string>>()
  const noWhitelist = {}

  const read = (collection: ListCollection, locale: Locale) => source.read({ kind: 'list', collection, locale })

  /** The market's whitelist as its body and its domains; a market that has one but no list whitelists nobody. */
  async function whitelistOf(locale: Locale): Promise<{ body?: ContentBody; whitelist?: GglWhitelist }> {
    if (!showsWhitelistedOnly(website, locale)) return {}
    const body = await read('ggl-whitelist', locale)
    return { body, whitelist: gglWhitelistOf(body ? whitelistEntries(body) : []) }
  }

  return {
    async rankedJson(locale) {
      const body = await read('products', locale)
      if (!body) return '[]'
      const { body: whitelistBody, whitelist } = await whitelistOf(locale)
      const perWhitelist = ranked.get(body) ?? new WeakMap()
      ranked.set(body, perWhitelist)
      let json = perWhitelist.get(whitelistBody ?? noWhitelist)
      if (json === undefined) {
        json = JSON.stringify(rankProducts(products(body), { whitelist }))
        perWhitelist.set(whitelistBody ?? noWhitelist, json)
      }
      return json
    },
    async find(productId) {
      // Casinos first: a casino site's click-out never waits on a collection it does not have.
      for (const locale of locales) {
        const listed = await read('products', locale)
        const product = listed && products(listed).find((candidate) => candidate.id === productId)
        if (!product) continue
        const { whitelist } = await whitelistOf(locale)
        return whitelist && !isWhitelisted(product, whitelist) ? { ...product, withheldIn: locale } : product
      }
      for (const locale of locales) {
        const listed = await read('finance-products', locale)
        const product = listed && financeProducts(listed).find((candidate) => candidate.id === productId)
        if (product) return product
      }
      return undefined
    },
  }
}
