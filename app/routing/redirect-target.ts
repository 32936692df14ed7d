// Where a redirected path leads: the site's redirects (the CMS's `redirects` collection), followed
// to the end of a chain in one hop, so a page moved twice answers one 301 to where it is now.
// A chain that comes back on itself leads nowhere: the path is not found rather than a loop.
import type { Redirect } from '../contracts/content/redirect-schema.ts'

/** Hops a chain may have; more is a loop or an editor's mistake. */
const maxHops = 10

export function redirectTarget(redirects: readonly Pick<Redirect, 'from' | 'to'>[], path: string): string | undefined {
  const next = new Map(redirects.map((redirect) => [redirect.from, redirect.to]))
  const seen = new Set([path])
  let target = next.get(path)
  if (target === undefined) return undefined
  for (let hop = 0; hop < maxHops; hop++) {
    if (seen.has(target)) return undefined
    seen.add(target)
    const further = next.get(target)
    if (further === undefined) return target
    target = further
  }
  return undefined
}
