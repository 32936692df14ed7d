import { describe, expect, it } from 'vitest'
import type { CookieJar } from './cookies.ts'
import { createDeferredCookieJar } from './deferred-cookie-jar.ts'

function memoryJar(): CookieJar & { store: Map<string, string> } {
  const store = new Map<string, string>()
  return {
    store,
    get: (name) => store.get(name),
    set: (name, value) => void store.set(name, value),
    remove: (name) => void store.delete(name),
    names: () => [...store.keys()],
  }
}

const options = { maxAge: 60 }

describe('createDeferredCookieJar', () => {
  it('holds values in memory while consent is missing and writes them through once it is given', () => {
    const real = memoryJar()
    const jar = createDeferredCookieJar(real)
    jar.set('impression_id', 'a', options)
    expect(real.store.size).toBe(0)
    expect(jar.get('impression_id')).toBe('a')
    expect(jar.names()).toEqual(['impression_id'])
    jar.allowStoring(false)
    expect(real.store.size).toBe(0)
    jar.allowStoring(true)
    expect(real.store.get('impression_id')).toBe('a')
    jar.set('sub_id', 'abc', options)
    expect(real.store.get('sub_id')).toBe('abc')
  })

  it('forgets a held value that is removed', () => {
    const real = memoryJar()
    const jar = createDeferredCookieJar(real)
    jar.set('gclid', 'G1', options)
    jar.remove('gclid')
    jar.allowStoring(true)
    expect(real.store.has('gclid')).toBe(false)
    expect(jar.get('gclid')).toBeUndefined()
  })

  it('holds again once consent is withdrawn', () => {
    const real = memoryJar()
    const jar = createDeferredCookieJar(real, true)
    jar.set('sub_id', 'abc', options)
    jar.allowStoring(false)
    jar.set('sub_id', 'def', options)
    expect(real.store.get('sub_id')).toBe('abc')
    expect(jar.get('sub_id')).toBe('def')
  })
})
