/**
 * An IntersectionObserver whose callback is handed only the latest entry of each target in a batch.
 * A busy page can queue several entries for one target before the callback runs: a row's fields
 * observed while the row is still opening ("not in view") and a frame later ("in view"). Payload's
 * admin keeps the first entry of a batch (payloadcms/payload#18108, open in 3.90), so the stale
 * "not in view" stays, no later change comes, and the open row's fields never render.
 * Dropping the superseded entries leaves every observer with the state each target is in now.
 */
export function latestEntriesOnly(Base: typeof IntersectionObserver): typeof IntersectionObserver {
  return class LatestEntriesIntersectionObserver extends Base {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      super((entries, observer) => callback(latestPerTarget(entries), observer), options)
    }
  }
}

/** Each target's last entry, in the order of those last entries (a batch comes oldest first). */
export function latestPerTarget(entries: readonly IntersectionObserverEntry[]): IntersectionObserverEntry[] {
  const latest = new Map<Element, IntersectionObserverEntry>()
  for (const entry of entries) {
    latest.delete(entry.target)
    latest.set(entry.target, entry)
  }
  return [...latest.values()]
}
