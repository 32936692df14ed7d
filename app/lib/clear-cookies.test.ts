import { describe, expect, it } from 'vitest'
import { clearCookies, cookieDomainsOf } from './clear-cookies.ts'
import type { CookieJar } from './cookies.ts'

function fakeJar(names: string[]) {
  const removed: string[] = []
  const jar: CookieJar = {
    get: () => undefined,
    set: () => {},
    remove: (name, options) => removed.push(`${name}@${options?.domain ?? 'host'}`),
    names: () => names,
  }
  return { jar, removed }
}

describe('clearCookies', () => {
  it('clears names and prefixes on the host and every parent domain, and nothing else', () => {
    const { jar, removed } = fakeJar(['_ga', '_ga_ABC', 'consent', '_gid', 'geolocation'])
    expect(clearCookies(jar, ['_ga', '_ga_*'], 'www.casinokompass.de')).toEqual(['_ga', '_ga_ABC'])
    expect(removed).toEqual([
      '_ga@host',
      '_ga@www.casinokompass.de',
      '_ga@casinokompass.de',
      '_ga_ABC@host',
      '_ga_ABC@www.casinokompass.de',
      '_ga_ABC@casinokompass.de',
    ])
  })

  it('has no domain variants for localhost or an IP address', () => {
    expect(cookieDomainsOf('localhost')).toEqual([])
    expect(cookieDomainsOf('127.0.0.1')).toEqual([])
  })
})
