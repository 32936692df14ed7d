// The products a visitor chose to compare, as the URL carries them: `ids=a,b,c` on the comparison
// page, `compare=a,b` on a list while choosing. In the URL, not a cookie, so the choice survives
// navigation, can be shared and needs no consent (docs/decisions/083-compare-selection-in-the-url.md).

/** At most this many products side by side: more columns no longer fit a screen. */
export const maxCompared = 3

/** The ids of a search parameter, in the order chosen: each once, slugs only, at most maxCompared. */
export function parseCompareIds(value: unknown): string[] {
  if (typeof value !== 'string') return []
  const ids = value.split(',').filter((id) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))
  return [...new Set(ids)].slice(0, maxCompared)
}

/** The selection as a search parameter's value, or undefined for none (the parameter is left out). */
export const compareIdsValue = (ids: readonly string[]): string | undefined =>
  ids.length === 0 ? undefined : ids.slice(0, maxCompared).join(',')

/** The selection with one id added or removed. */
export function toggleCompared(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(0, maxCompared)
}
