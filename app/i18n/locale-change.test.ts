import { describe, expect, test } from 'vitest'
import { announceLocaleChange, type LocaleChange, onLocaleChange } from './locale-change.ts'

const change: LocaleChange = { locale: 'nb-NO', previousLocale: 'de-DE' }

describe('locale change', () => {
  test('every listener hears the new and the previous locale', () => {
    const events = new EventTarget()
    const first: LocaleChange[] = []
    const second: LocaleChange[] = []
    onLocaleChange((detail) => first.push(detail), events)
    onLocaleChange((detail) => second.push(detail), events)
    announceLocaleChange(change, events)
    expect(first).toEqual([change])
    expect(second).toEqual([change])
  })

  test('the same locale again is no change; an unsubscribed listener hears nothing', () => {
    const events = new EventTarget()
    const heard: LocaleChange[] = []
    const unsubscribe = onLocaleChange((detail) => heard.push(detail), events)
    announceLocaleChange({ locale: 'de-DE', previousLocale: 'de-DE' }, events)
    unsubscribe()
    announceLocaleChange(change, events)
    expect(heard).toEqual([])
  })
})
