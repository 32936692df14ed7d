// The one ranking of casino products: the server-rendered list and the leads API's impression both
// use it over the same catalogue, so a visitor sees the same order before and after hydration.

import type { Product } from '../contracts/content/schemas.ts'
import type { CasinoVisitorFilter, ListSearch } from '../contracts/list-search.ts'
import type { CasinoListFilter, CasinoListSort } from '../contracts/product-selection.ts'
import { type GglWhitelist, isWhitelisted } from './ggl-whitelist.ts'
import { casinoRating } from './scoring.ts'

/** The visitor's sorts (list-search.ts) beside the editors' (bonus is bonus-amount). */
type ProductSort = CasinoListSort | 'wagering' | 'min-deposit'
/** What a visitor narrowed a casino list to and how they ordered it (the page URL's search). */
export type CasinoListSearch = Pick<ListSearch, CasinoVisitorFilter | 'sort'>
type BonusFilter = NonNullable<CasinoListFilter['bonus']>

export type RankingOptions = {
  filter?: CasinoListFilter
  sort?: ProductSort
  /** The visitor's narrowing and order, within the editor's filter; their sort replaces the editor's. */
  search?: CasinoListSearch
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
  // The offer that asks less first: lower wagering, a lower (or no) minimum deposit.
  wagering: (a, b) => a.bonus.wagering - b.bonus.wagering,
  'min-deposit': (a, b) => minimumDeposit(a) - minimumDeposit(b),
}

const minimumDeposit = (product: Product) => (product.bonus.noDeposit ? 0 : product.bonus.minimumDeposit)

/** A visitor's sort as the ranking names it; a finance list's sort leaves a casino list in the editor's order. */
const visitorSorts: Partial<Record<NonNullable<ListSearch['sort']>, ProductSort>> = {
  rank: 'rank',
  rating: 'rating',
  bonus: 'bonus-amount',
  wagering: 'wagering',
  minDeposit: 'min-deposit',
}

/** Each visitor filter's test; a filter the search does not set lets every casino through. */
const visitorFilterMatches: {
  [Name in CasinoVisitorFilter]: (product: Product, value: NonNullable<CasinoListSearch[Name]>) => boolean
} = {
  payment: (product, id) => product.paymentProviderIds.includes(id),
  provider: (product, id) => product.gameProviderIds.includes(id),
  feature: (product, features) => features.every((feature) => product.features.includes(feature)),
  noDeposit: (product) => product.bonus.noDeposit,
  maxMinDeposit: (product, most) => minimumDeposit(product) <= most,
  maxWagering: (product, most) => product.bonus.wagering <= most,
}

function matchesSearch(product: Product, search: CasinoListSearch): boolean {
  return Object.entries(visitorFilterMatches).every(([name, matches]) => {
    const value = search[name as CasinoVisitorFilter]
    return value === undefined || (matches as (product: Product, value: unknown) => boolean)(product, value)
  })
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
  { filter = {}, sort = 'rank', limit, whitelist, search = {} }: RankingOptions,
): Product[] {
  const compare = sortOrders[(search.sort && visitorSorts[search.sort]) ?? sort]
  return products
    .filter(
      (product) =>
        (!whitelist || isWhitelisted(product, whitelist)) &&
        matchesFilter(product, filter) &&
        matchesSearch(product, search),
    )
    .sort((a, b) => compare(a, b) || byRankThenId(a, b))
    .slice(0, limit)
}
