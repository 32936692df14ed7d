// A cookie jar in memory, with each cookie's options: what machine tests (and SSR-free previews)
// use instead of document.cookie, and what they assert on.
import type { CookieJar, CookieOptions } from '../../app/lib/cookies.ts'

export type MemoryCookieJar = CookieJar & { options(name: string): CookieOptions | undefined }

export function createMemoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial))
  const options = new Map<string, CookieOptions>()
  return {
    get: (name) => values.get(name),
    set: (name, value, cookieOptions) => {
      values.set(name, value)
      options.set(name, cookieOptions)
    },
    remove: (name) => {
      values.delete(name)
      options.delete(name)
    },
    names: () => [...values.keys()],
    options: (name) => options.get(name),
  }
}
