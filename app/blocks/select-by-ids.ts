/** The items with the given ids, in the editor's order; all items when no ids are given. */
export function selectByIds<T extends { id: string }>(items: readonly T[], ids: readonly string[] | undefined): T[] {
  if (!ids) return [...items]
  const byId = new Map(items.map((item) => [item.id, item]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
