// The one ranking of casino products: the server-rendered list and the leads API's impression both
// use it over the same catalogue, so a visitor sees the same order before and after hydration.

import type { Product } from '../contracts/content/schemas.ts'
import type { CasinoListFilter, CasinoListSort } from '../contracts/product-selection.ts'
import { type GglWhitelist, isWhitelisted } from './ggl-whitelist.ts'
import { casinoRating } from './scoring.ts'

type ProductSort = CasinoListSort
type BonusFilter = NonNullable<CasinoListFilter['bonus']>

export type RankingOptions = {
  filter?: CasinoListFilter
  sort?: ProductSort
  limit?: number
  /**
   * Where the market allows advertising only GGL-whitelisted casinos (market-rules.ts), the site's
   * copy of the whitelist: casinos off it are left out. Undefined where the market has no such rule.
   */
  whitelist: GglWhitelist | undefined
}

const bonusMatches: Record<BonusFilter, (bonus: Product['bonus']) => boolean> = {
  any: () => true,
  'free-spins': (bonus) => bonus.freeSpins > 0,
  'no-deposit': (bonus) => bonus.noDeposit,
  code: (bonus) => bonus.code !== undefined,
  welcome: (bonus) => bonus.percentage > 0 && !bonus.noDeposit,
}

type Comparator = (a: Product, b: Product) => number

/** Each sort's own order; ties always fall back to editorial rank, then id. */
const sortOrders: Record<ProductSort, Comparator> = {
  rank: () => 0,
  rating: (a, b) => casinoRating(b.scores) - casinoRating(a.scores),
  'bonus-amount': (a, b) => b.bonus.amount - a.bonus.amount,
  newest: (a, b) => b.launched - a.launched,
}

const byRankThenId: Comparator = (a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

function matchesFilter(product: Product, filter: CasinoListFilter): boolean {
  if (filter.paymentProviderId !== undefined && !product.paymentProviderIds.includes(filter.paymentProviderId))
    return false
  if (filter.feature !== undefined && !product.features.includes(filter.feature)) return false
  return filter.bonus === undefined || bonusMatches[filter.bonus](product.bonus)
}

export function rankProducts(
  products: readonly Product[],
  { filter = {}, sort = 'rank', limit, whitelist }: RankingOptions,
): Product[] {
  const compare = sortOrders[sort]
  return products
    .filter((product) => (!whitelist || isWhitelisted(product, whitelist)) && matchesFilter(product, filter))
    .sort((a, b) => compare(a, b) || byRankThenId(a, b))
    .slice(0, limit)
}
