import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { type ListSearch, offeredSearch } from '../../contracts/list-search.ts'
import type { GglWhitelist } from '../../products/ggl-whitelist.ts'
import { marketWhitelist } from '../../products/market-whitelist.ts'
import { type CasinoListSearch, type RankingOptions, rankProducts } from '../../products/ranking.ts'
import { casinoRating } from '../../products/scoring.ts'
import type { CasinoListBlock } from './schema.ts'

/** What a casino card shows of a product: its rating computed from its scores, not the scores themselves. */
export type ListedCasino = Pick<Product, 'id' | 'name' | 'logo' | 'bonus' | 'pros' | 'paymentProviderIds'> & {
  rating: number
  licence: Pick<Product['licence'], 'number'>
}
/** What of the visitor's search a list reads: the filters its editors offer, and the sort. */
export const casinoListSearch = (
  { visitorFilters = [] }: Pick<CasinoListBlock, 'visitorFilters'>,
  search: ListSearch = {},
): CasinoListSearch => offeredSearch(search, visitorFilters)

/**
 * The casinos a list shows, ranked (app/products/ranking.ts) and narrowed and ordered as the visitor
 * asked; their payment methods' logos are in paymentMethodNames.
 */
export const listedCasinosQuery = (
  website: Website,
  locale: Locale,
  { filter, sort, limit }: Pick<CasinoListBlock, 'filter' | 'sort' | 'limit'>,
  search: CasinoListSearch = {},
) =>
  derivedContentQuery(['listed-casinos', website.id, locale, filter, sort, limit, search], async (queryClient) => {
    const products = await queryClient.ensureQueryData(contentQueries.products(locale))
    const options = { filter, sort, limit, search, whitelist: await marketWhitelist(queryClient, website, locale) }
    // The browser ranks a list once per query anyway, and its first load goes without the memo.
    return import.meta.env.SSR ? rankedOnce(products, options) : rankProducts(products, options).map(listedCasino)
  })

/**
 * Lists by catalogue, whitelist and the list's settings, ranked once: a content version's catalogue
 * and whitelist are shared by its renders, which each ranked the same list anew. Bounded per
 * catalogue, since a visitor's filters are part of the settings.
 */
const ranked = new WeakMap<
  readonly Product[],
  WeakMap<GglWhitelist | typeof noWhitelist, Map<string, ListedCasino[]>>
>()
const noWhitelist = {}
const rankedKept = 200

function rankedOnce(products: readonly Product[], { whitelist, ...settings }: RankingOptions): ListedCasino[] {
  let byWhitelist = ranked.get(products)
  if (!byWhitelist) {
    byWhitelist = new WeakMap()
    ranked.set(products, byWhitelist)
  }
  let bySettings = byWhitelist.get(whitelist ?? noWhitelist)
  if (!bySettings) {
    bySettings = new Map()
    byWhitelist.set(whitelist ?? noWhitelist, bySettings)
  }
  const key = JSON.stringify(settings)
  let list = bySettings.get(key)
  if (!list) {
    list = rankProducts(products, { ...settings, whitelist }).map(listedCasino)
    if (bySettings.size >= rankedKept) bySettings.clear()
    bySettings.set(key, list)
  }
  return list
}

/** A product as a casino card shows it. */
export const listedCasino = ({
  id,
  name,
  logo,
  scores,
  bonus,
  pros,
  paymentProviderIds,
  licence,
}: Product): ListedCasino => ({
  id,
  name,
  logo,
  rating: casinoRating(scores),
  bonus,
  pros,
  paymentProviderIds,
  licence: { number: licence.number },
})
