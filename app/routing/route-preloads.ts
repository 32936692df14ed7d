// Route preloads (a link hovered or touched loads its page ahead) run about four at a time (SPEC
// section 9): a pointer sweeping over a list of cards must not start a request per card at once,
// ahead of the page the visitor actually opens. A navigation never waits for a slot. The limiter
// loads with the first preload, which comes after hydration: the first load does not carry it.
import type { LimitFunction } from 'p-limit'

export const routePreloadConcurrency = 4

/** The page's one router has one set of slots. */
let slots: Promise<LimitFunction> | undefined

export function loadInTurn<T>(preload: boolean, load: () => Promise<T>): Promise<T> {
  if (!preload) return load()
  slots ??= import('p-limit').then((limiter) => limiter.default(routePreloadConcurrency))
  return slots.then((limit) => limit(load))
}
