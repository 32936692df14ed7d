import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentCookieJar, serializeCookie } from './cookies.ts'

/** A document whose cookie property behaves like the browser's (one name=value per write) and counts reads. */
function stubDocument() {
  const store = new Map<string, string>()
  const counter = { reads: 0 }
  const writes: string[] = []
  vi.stubGlobal('document', {
    get cookie() {
      counter.reads++
      return [...store].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(written: string) {
      writes.push(written)
      const [pair = '', ...attributes] = written.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) store.delete(name)
      else store.set(name, value)
    },
  })
  return { store, counter, writes }
}

describe('documentCookieJar', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads document.cookie once for all reads of one task', async () => {
    const { store, counter } = stubDocument()
    store.set('a', '1')
    store.set('b', '2')
    expect([documentCookieJar.get('a'), documentCookieJar.get('b'), documentCookieJar.names()]).toEqual([
      '1',
      '2',
      ['a', 'b'],
    ])
    expect(counter.reads).toBe(1)
    await Promise.resolve()
  })

  it('sees its own writes and removals at once', async () => {
    const { counter } = stubDocument()
    expect(documentCookieJar.get('consent')).toBeUndefined()
    documentCookieJar.set('consent', 'yes', { maxAge: 60 })
    expect(documentCookieJar.get('consent')).toBe('yes')
    documentCookieJar.remove('consent')
    expect(documentCookieJar.get('consent')).toBeUndefined()
    expect(counter.reads).toBe(3)
    await Promise.resolve()
  })

  it('sees cookies other scripts set after the task that read them', async () => {
    const { store } = stubDocument()
    expect(documentCookieJar.get('_ga')).toBeUndefined()
    await Promise.resolve()
    store.set('_ga', 'GA1.1.1')
    expect(documentCookieJar.get('_ga')).toBe('GA1.1.1')
    await Promise.resolve()
  })
})

describe('the default cookie path (SPEC section 9: Path=/)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('writes and removes a cookie for the whole site when no path is given', async () => {
    const { writes } = stubDocument()
    documentCookieJar.set('subId', 'z', { maxAge: 60 })
    documentCookieJar.remove('subId')
    expect(writes.map((written) => written.split('; ').filter((part) => part.startsWith('Path=')))).toEqual([
      ['Path=/'],
      ['Path=/'],
    ])
    await Promise.resolve()
  })

  it('serialises Path=/ when no path is given', () => {
    expect(serializeCookie('subId', 'z', { maxAge: 60, secure: false })).toBe(
      'subId=z; Max-Age=60; Path=/; SameSite=Lax',
    )
  })
})
