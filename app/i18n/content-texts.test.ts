import { setupI18n } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { contentText } from './content-texts.ts'

const catalogue = (locale: string, messages: Record<string, string>) => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

describe('a text made from a content object', () => {
  test('is made once per object, catalogue and name, whichever i18n instance asks', () => {
    const german = { greeting: 'Hallo' }
    const english = { greeting: 'Hello' }
    const bonus = { amount: 100 }
    let made = 0
    const text = (i18n: ReturnType<typeof setupI18n>, content: object, name = 'greeting') =>
      contentText(content, i18n, name, () => {
        made++
        return `${i18n.messages.greeting} ${made}`
      })
    // Each request has its own i18n instance; the catalogue is the one loaded object.
    expect(text(catalogue('de-DE', german), bonus)).toBe('Hallo 1')
    expect(text(catalogue('de-DE', german), bonus)).toBe('Hallo 1')
    expect(text(catalogue('en-US', english), bonus)).toBe('Hello 2')
    expect(text(catalogue('de-DE', german), bonus, 'other')).toBe('Hallo 3')
    expect(text(catalogue('de-DE', german), { amount: 100 })).toBe('Hallo 4')
    expect(text(catalogue('en-US', english), bonus)).toBe('Hello 2')
    expect(made).toBe(4)
  })
})
