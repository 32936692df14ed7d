import { describe, expect, test } from 'vitest'
import type { CookieJar, CookieOptions } from '../tracking/cookies.ts'
import { changeLocale, type LocaleChange, localeCookie, onLocaleChange } from './locale-change.ts'

function memoryJar() {
  const stored = new Map<string, { value: string; options: CookieOptions }>()
  const jar: CookieJar = {
    get: (name) => stored.get(name)?.value,
    set: (name, value, options) => stored.set(name, { value, options }),
    remove: (name) => stored.delete(name),
    names: () => [...stored.keys()],
  }
  return { jar, stored }
}

const change: LocaleChange = { locale: 'nb-NO', previousLocale: 'de-DE' }

describe('changeLocale', () => {
  test('stores the locale for 30 days when consent allows preferences, and notifies listeners', () => {
    const { jar, stored } = memoryJar()
    const events = new EventTarget()
    const heard: LocaleChange[] = []
    onLocaleChange((detail) => heard.push(detail), events)
    changeLocale(change, { cookies: jar, canStorePreferences: () => true, events })
    expect(stored.get(localeCookie.name)).toEqual({ value: 'nb-NO', options: { maxAge: 2_592_000 } })
    expect(heard).toEqual([change])
  })

  test('stores nothing without consent, but still notifies', () => {
    const { jar, stored } = memoryJar()
    const events = new EventTarget()
    const heard: LocaleChange[] = []
    onLocaleChange((detail) => heard.push(detail), events)
    changeLocale(change, { cookies: jar, canStorePreferences: () => false, events })
    expect(stored.size).toBe(0)
    expect(heard).toEqual([change])
  })

  test('the same locale again is no change; an unsubscribed listener hears nothing', () => {
    const events = new EventTarget()
    const heard: LocaleChange[] = []
    const unsubscribe = onLocaleChange((detail) => heard.push(detail), events)
    const dependencies = { cookies: memoryJar().jar, canStorePreferences: () => true, events }
    changeLocale({ locale: 'de-DE', previousLocale: 'de-DE' }, dependencies)
    unsubscribe()
    changeLocale(change, dependencies)
    expect(heard).toEqual([])
  })
})
