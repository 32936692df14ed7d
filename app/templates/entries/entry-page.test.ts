import { describe, expect, test } from 'vitest'
import { metaDescription, metaTitle } from './entry-page.ts'

describe('meta of entry pages', () => {
  test('a short text is its own description and title', () => {
    expect(metaDescription('Kurz.')).toBe('Kurz.')
    expect(metaTitle('NetEnt')).toBe('NetEnt')
  })

  test('a long description ends at its last whole sentence within 160 characters', () => {
    const text = `${'Ein Satz mit Inhalt. '.repeat(10)}`
    const description = metaDescription(text)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('Inhalt.')).toBe(true)
  })

  test('without a sentence end, a long text is cut at a word with an ellipsis', () => {
    const description = metaDescription('wort '.repeat(60))
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('wort…')).toBe(true)
    expect(metaTitle('Titel '.repeat(20)).length).toBeLessThanOrEqual(70)
  })
})
