// A cookie jar that keeps what it is given in memory until consent allows storing it, then writes it
// through. Attribution works within the page before the visitor answers (the impression, product
// views once each), yet no tracking cookie is set before the matching consent (issue: consent).
import type { CookieJar, CookieOptions } from './cookies.ts'

export type DeferredCookieJar = CookieJar & {
  /** Writes what was held back, once consent allows it. */
  flush(): void
}

export function createDeferredCookieJar(jar: CookieJar, mayStore: () => boolean): DeferredCookieJar {
  const pending = new Map<string, { value: string; options: CookieOptions }>()
  return {
    get: (name) => pending.get(name)?.value ?? jar.get(name),
    set: (name, value, options) => {
      if (mayStore()) {
        pending.delete(name)
        jar.set(name, value, options)
      } else pending.set(name, { value, options })
    },
    remove: (name, options) => {
      pending.delete(name)
      jar.remove(name, options)
    },
    names: () => [...new Set([...jar.names(), ...pending.keys()])],
    flush: () => {
      if (!mayStore()) return
      for (const [name, { value, options }] of pending) jar.set(name, value, options)
      pending.clear()
    },
  }
}
