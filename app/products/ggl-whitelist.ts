// Whether a casino is on the GGL's whitelist, derived from the site's copy of the list (the
// ggl-whitelist collection), never typed by hand: a casino is whitelisted while its own domain is
// on the list. German law allows advertising only these (GlüStV 2021 § 5 (7)), so in such a market
// a casino off the list leaves every list and loses its click-out; its review stays, with a warning.
import type { GglWhitelistEntry, Product } from '../contracts/content/schemas.ts'

/** The whitelisted domains, for lookups. */
export type GglWhitelist = ReadonlySet<string>

export const gglWhitelistOf = (entries: readonly Pick<GglWhitelistEntry, 'domain'>[]): GglWhitelist =>
  new Set(entries.map((entry) => entry.domain))

export const isWhitelisted = (product: Pick<Product, 'domain'>, whitelist: GglWhitelist): boolean =>
  whitelist.has(product.domain)

/** After this many days the site's copy of the list is old: the GGL updates its list at least monthly. */
export const gglWhitelistMaxAgeDays = 31

/** The day the site's copy was taken: its newest entry's; undefined for an empty list. */
export function gglWhitelistTakenOn(entries: readonly Pick<GglWhitelistEntry, 'listedOn'>[]): string | undefined {
  return entries.reduce<string | undefined>(
    (newest, { listedOn }) => (newest === undefined || listedOn > newest ? listedOn : newest),
    undefined,
  )
}

/** How many whole days old the copy is on `today` (ISO dates), or undefined for an empty list. */
export function gglWhitelistAgeDays(entries: readonly Pick<GglWhitelistEntry, 'listedOn'>[], today: Date) {
  const takenOn = gglWhitelistTakenOn(entries)
  if (takenOn === undefined) return undefined
  return Math.floor((today.getTime() - Date.parse(takenOn)) / 86_400_000)
}

/** The copy is missing or older than the GGL's update cycle: editors must take the list again. */
export const isGglWhitelistStale = (entries: readonly Pick<GglWhitelistEntry, 'listedOn'>[], today: Date) =>
  (gglWhitelistAgeDays(entries, today) ?? Number.POSITIVE_INFINITY) > gglWhitelistMaxAgeDays

/** What the operator's report says of a locale's copy when it is old; undefined while it is current. */
export function gglWhitelistWarning(
  locale: string,
  entries: readonly Pick<GglWhitelistEntry, 'listedOn'>[],
  today: Date,
): string | undefined {
  if (!isGglWhitelistStale(entries, today)) return undefined
  const takenOn = gglWhitelistTakenOn(entries)
  const age =
    takenOn === undefined ? 'is empty' : `is ${gglWhitelistAgeDays(entries, today)} days old (list of ${takenOn})`
  return `The GGL whitelist of ${locale} ${age}: take the GGL's current list in (npm run ggl:import, or the upload in the CMS)`
}
