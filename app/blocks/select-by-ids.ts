/**
 * On the server, the items of a collection by id, made once per collection object: every casino
 * card of a list picks its payment methods from the same one, and a content version's collections
 * are shared by its renders. The browser's first load goes without the memo.
 */
const indexes = new WeakMap<readonly { id: string }[], ReadonlyMap<string, { id: string }>>()

/** The items with the given ids, in the editor's order; all items when no ids are given. */
export function selectByIds<T extends { id: string }>(items: readonly T[], ids: readonly string[] | undefined): T[] {
  if (!ids) return [...items]
  const byId = import.meta.env.SSR ? indexOf(items) : new Map(items.map((item) => [item.id, item]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

function indexOf<T extends { id: string }>(items: readonly T[]): ReadonlyMap<string, T> {
  let byId = indexes.get(items) as ReadonlyMap<string, T> | undefined
  if (!byId) {
    byId = new Map(items.map((item) => [item.id, item]))
    indexes.set(items, byId)
  }
  return byId
}
