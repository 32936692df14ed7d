// How a visitor narrows and orders a product list: the page URL's search parameters, the same on
// every site and locale (docs/SPEC.md, "Filtering and sorting lists"). Casino lists read `payment`,
// `provider`, `feature` (repeatable), `noDeposit`, `maxMinDeposit` and `maxWagering`; finance lists
// read `amount`, `term`, `maxApr` and `maxFee`; both read `sort`. A value that does not parse is
// dropped, never an error: a mistyped link still shows the list. The router's validateSearch, the
// page cache's key and the render read the same parse, so each names one list the same way.

import { z } from '../lib/zod.ts'
import { slugSchema } from './block-fields.ts'
import { compareIdsValue, parseCompareIds } from './compare-selection.ts'
import { casinoFeatureSchema } from './content/schemas.ts'

export const casinoListSorts = ['rank', 'rating', 'bonus', 'wagering', 'minDeposit'] as const
export const financeListSorts = ['rank', 'rating', 'apr', 'fee', 'amount', 'term'] as const
const listSortSchema = z.enum([...new Set([...casinoListSorts, ...financeListSorts])])

/** The filters an editor may offer on a casino list (its block's visitorFilters). */
export const casinoVisitorFilters = [
  'payment',
  'provider',
  'feature',
  'noDeposit',
  'maxMinDeposit',
  'maxWagering',
] as const
export type CasinoVisitorFilter = (typeof casinoVisitorFilters)[number]
/** The filters an editor may offer on a finance list. */
export const financeVisitorFilters = ['amount', 'term', 'maxApr', 'maxFee'] as const
export type FinanceVisitorFilter = (typeof financeVisitorFilters)[number]

/** A limit a visitor types or picks: a positive amount, never one no offer could reach. */
const limitSchema = z.number().check(z.positive(), z.lte(1_000_000))
const termSchema = z.int().check(z.positive(), z.lte(100))
const aprSchema = z.number().check(z.gte(0), z.lte(100))
const feeSchema = z.number().check(z.gte(0), z.lte(10_000))
/** The router parses `1` and `true` to a number and a boolean; a form sends text. */
const textOf = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value)
const numberOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)
const truthy = new Set(['1', 'true', 'on'])

/** Each parameter's parse of one value (the first, where a single-valued one is repeated). */
const parsers = {
  payment: (value: unknown) => slugSchema.safeParse(textOf(value)).data,
  provider: (value: unknown) => slugSchema.safeParse(textOf(value)).data,
  noDeposit: (value: unknown) => (truthy.has(String(textOf(value))) ? (true as const) : undefined),
  maxMinDeposit: (value: unknown) => limitSchema.safeParse(numberOf(value)).data,
  maxWagering: (value: unknown) => limitSchema.safeParse(numberOf(value)).data,
  amount: (value: unknown) => limitSchema.safeParse(numberOf(value)).data,
  term: (value: unknown) => termSchema.safeParse(numberOf(value)).data,
  maxApr: (value: unknown) => aprSchema.safeParse(numberOf(value)).data,
  maxFee: (value: unknown) => feeSchema.safeParse(numberOf(value)).data,
  sort: (value: unknown) => listSortSchema.safeParse(textOf(value)).data,
  // The products chosen for comparison while on the list: its render presses their "Vergleichen",
  // so a visitor without JavaScript sees the choice grow (docs/decisions/097-compare-without-javascript.md).
  compare: (value: unknown) => compareIdsValue(parseCompareIds(textOf(value))),
}

const parserEntries = Object.entries(parsers)

type SingleParams = { [Name in keyof typeof parsers]?: NonNullable<ReturnType<(typeof parsers)[Name]>> }
export type ListSearch = SingleParams & { feature?: z.infer<typeof casinoFeatureSchema>[] }
export type ListSearchParam = keyof ListSearch

/** Every parameter a list reads, in the order a normalised query string writes them. */
export const listSearchParamNames = ['feature', ...Object.keys(parsers)].sort() as ListSearchParam[]

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])

/**
 * The list parameters of a search, as the router parses it (`{ sort: 'rating', feature: ['live'] }`)
 * or as a query string gives it (listSearchOfQuery); anything else in it is not a list's.
 */
export function listSearchOf(search: Readonly<Record<string, unknown>>): ListSearch {
  const parsed: Record<string, unknown> = {}
  // Every page render reads the search a few times, nearly always without any list parameter.
  for (const [name, parse] of parserEntries) {
    const [first] = valuesOf(search[name])
    if (first === undefined) continue
    const value = parse(first)
    if (value !== undefined) parsed[name] = value
  }
  const features = valuesOf(search.feature).flatMap((value) => casinoFeatureSchema.safeParse(textOf(value)).data ?? [])
  if (features.length > 0) parsed.feature = [...new Set(features)].sort()
  return parsed as ListSearch
}

const listParamNames: ReadonlySet<string> = new Set(listSearchParamNames)

/**
 * A page's search with its list parameters validated (validateSearch of the page route): a bad
 * value is dropped, every other parameter (gclid, utm_*, preview) stays as it came, in its place.
 */
export function pageSearch(search: Readonly<Record<string, unknown>>): Record<string, unknown> & ListSearch {
  const list: Record<string, unknown> = listSearchOf(search)
  const validated: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(search)) {
    if (!listParamNames.has(name)) validated[name] = value
    else if (list[name] !== undefined) validated[name] = list[name]
  }
  return validated
}

/** The list parameters of a query string, repeated names kept. */
export const listSearchOfQuery = (query: URLSearchParams): ListSearch =>
  listSearchOf(Object.fromEntries(listSearchParamNames.map((name) => [name, query.getAll(name)])))

/** The parameters as a query string in one fixed order (names sorted, features sorted): one list, one string. */
export function listQueryString(search: ListSearch): string {
  const query = new URLSearchParams()
  for (const name of listSearchParamNames) for (const value of valuesOf(search[name])) query.append(name, String(value))
  return query.toString()
}

/** The list parameters as the name and value pairs of a GET form's fields, in the normalised order. */
export const listQueryFields = (search: ListSearch): [name: string, value: string][] =>
  import.meta.env.SSR
    ? // The same pairs without writing a query string to read it back: every card's compare form asks.
      listSearchParamNames.flatMap((name) =>
        valuesOf(search[name]).map((value): [string, string] => [name, String(value)]),
      )
    : [...new URLSearchParams(listQueryString(search))]

/** Whether the visitor narrowed or reordered the list: such a page is not indexed (its canonical is the plain list). */
export const isListNarrowed = (search: ListSearch) => Object.keys(search).length > 0

/** The search with only the given filters (those a list offers) and its sort. */
export function offeredSearch<Name extends ListSearchParam>(search: ListSearch, offered: readonly Name[]) {
  const kept: ListSearch = {}
  for (const name of [...offered, 'sort' as const])
    if (search[name] !== undefined) Object.assign(kept, { [name]: search[name] })
  return kept as Pick<ListSearch, Name | 'sort'>
}
