// A cookie jar that keeps what it is given in memory until consent allows storing it, then writes it
// through. Attribution works within the page before the visitor answers (the impression, product
// views once each), yet no tracking cookie is set before the matching consent. Whether it may store
// is told to it (by the attribution machine, on every consent change), not read from somewhere.
import type { CookieJar, CookieOptions } from './cookies.ts'

export type DeferredCookieJar = CookieJar & {
  /** Allowed: writes what was held back and writes through from now on. Not allowed: holds again. */
  allowStoring(allowed: boolean): void
}

export function createDeferredCookieJar(jar: CookieJar, storing = false): DeferredCookieJar {
  const pending = new Map<string, { value: string; options: CookieOptions }>()
  let allowed = storing
  return {
    get: (name) => pending.get(name)?.value ?? jar.get(name),
    set: (name, value, options) => {
      if (allowed) {
        pending.delete(name)
        jar.set(name, value, options)
      } else pending.set(name, { value, options })
    },
    remove: (name, options) => {
      pending.delete(name)
      jar.remove(name, options)
    },
    names: () => [...new Set([...jar.names(), ...pending.keys()])],
    allowStoring: (value) => {
      allowed = value
      if (!allowed) return
      for (const [name, { value: held, options }] of pending) jar.set(name, held, options)
      pending.clear()
    },
  }
}
