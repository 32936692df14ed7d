import { describe, expect, it } from 'vitest'
import { mapStringsAt, stringsAt } from './field-paths.ts'

const block = {
  link: { href: 'https://casino.example/' },
  providerIds: ['paypal', 7, 'klarna'],
  items: [{ answer: '<p>a</p>' }, 'garbage', { answer: null }, { answer: '<p>b</p>' }],
}

describe('stringsAt', () => {
  it('finds the strings at a path, with their concrete locations', () => {
    expect(stringsAt(block, 'link.href')).toEqual([{ at: 'link.href', value: 'https://casino.example/' }])
    expect(stringsAt(block, 'providerIds[]')).toEqual([
      { at: 'providerIds[0]', value: 'paypal' },
      { at: 'providerIds[2]', value: 'klarna' },
    ])
    expect(stringsAt(block, 'items[].answer')).toEqual([
      { at: 'items[0].answer', value: '<p>a</p>' },
      { at: 'items[3].answer', value: '<p>b</p>' },
    ])
  })

  it('finds nothing where the value has another shape or is missing', () => {
    expect(stringsAt(block, 'link')).toEqual([])
    expect(stringsAt(block, 'link.href[]')).toEqual([])
    expect(stringsAt(block, 'providerIds.0')).toEqual([])
    expect(stringsAt(null, 'link.href')).toEqual([])
    expect(stringsAt({ link: ['https://casino.example/'] }, 'link.href')).toEqual([])
  })
})

describe('mapStringsAt', () => {
  it('changes only the strings at the path and leaves the input as it was', () => {
    const changed = mapStringsAt(block, 'items[].answer', (text) => text.toUpperCase())
    expect(changed.items).toEqual([{ answer: '<P>A</P>' }, 'garbage', { answer: null }, { answer: '<P>B</P>' }])
    expect(changed.providerIds).toBe(block.providerIds)
    expect(block.items[0]).toEqual({ answer: '<p>a</p>' })
  })

  it('adds no field that was not there', () => {
    expect(mapStringsAt({ blockType: 'faq' }, 'items[].answer', () => 'x')).toEqual({ blockType: 'faq' })
    expect(mapStringsAt({ html: 42 }, 'html', () => 'x')).toEqual({ html: 42 })
  })
})
