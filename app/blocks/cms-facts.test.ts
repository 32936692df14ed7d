// A block that exists only here proves the content tooling reads declared facts, not block types.
import { describe, expect, it } from 'vitest'
import { z } from '../lib/zod.ts'
import { linksOutbound, mapRichText, referencesOf } from './cms-facts.ts'
import { defineBlock } from './define-block.ts'

const teaserBlock = defineBlock({
  schema: z.object({
    blockType: z.literal('teaser'),
    body: z.string(),
    authorId: z.optional(z.string()),
    studioIds: z.array(z.string()),
    cards: z.array(z.object({ html: z.string(), link: z.object({ href: z.string() }) })),
  }),
  example: { blockType: 'teaser', body: '<p>Hallo</p>', studioIds: [], cards: [] },
  cms: {
    labels: { singular: { de: 'Teaser', en: 'Teaser' }, plural: { de: 'Teaser', en: 'Teasers' } },
    fields: {
      body: { label: { de: 'Text', en: 'Text' } },
      authorId: { label: { de: 'Autor', en: 'Author' } },
      studioIds: { label: { de: 'Studios', en: 'Studios' } },
      cards: { label: { de: 'Karten', en: 'Cards' } },
    },
    outboundLinks: { externalHref: 'cards[].link.href' },
    references: [
      { path: 'authorId', collection: 'authors' },
      { path: 'studioIds[]', collection: 'gameProviders' },
    ],
    richText: ['body', 'cards[].html'],
  },
})
const teaser = {
  blockType: 'teaser' as const,
  body: '<p>Hallo</p>',
  authorId: 'lena',
  studioIds: ['netent', 'playtech'],
  cards: [
    { html: '<em>1</em>', link: { href: '/casinos/' } },
    { html: '<em>2</em>', link: { href: 'https://casino.example/' } },
  ],
}
const { cms } = teaserBlock
/** The block's facts with none of the optional ones declared. */
const bare = { labels: cms.labels, fields: cms.fields }

describe('declared CMS facts', () => {
  it('name every referenced id with its path and collection', () => {
    expect(referencesOf(cms, teaser)).toEqual([
      { at: 'authorId', id: 'lena', collection: 'authors' },
      { at: 'studioIds[0]', id: 'netent', collection: 'gameProviders' },
      { at: 'studioIds[1]', id: 'playtech', collection: 'gameProviders' },
    ])
    expect(referencesOf(cms, { ...teaser, authorId: undefined, studioIds: [] })).toEqual([])
    expect(referencesOf(bare, teaser)).toEqual([])
  })

  it('make a block outbound only when it says so', () => {
    expect(linksOutbound(cms, teaser)).toBe(true)
    expect(linksOutbound(cms, { ...teaser, cards: teaser.cards.slice(0, 1) })).toBe(false)
    expect(linksOutbound({ ...bare, outboundLinks: 'always' }, teaser)).toBe(true)
    expect(linksOutbound(bare, teaser)).toBe(false)
  })

  it('change exactly the rich-text fields', () => {
    const marked = mapRichText(cms, teaser, (html) => `[${html}]`)
    expect(marked.body).toBe('[<p>Hallo</p>]')
    expect(marked.cards.map((card) => card.html)).toEqual(['[<em>1</em>]', '[<em>2</em>]'])
    expect(marked.cards[1]?.link).toEqual(teaser.cards[1]?.link)
    expect(mapRichText({}, teaser, () => 'x')).toBe(teaser)
  })
})
