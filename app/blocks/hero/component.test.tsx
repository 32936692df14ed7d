import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import { heroExample } from './block.ts'
import type { HeroBlock } from './schema.ts'
import { heroView } from './view.ts'

const render = (block: HeroBlock) =>
  renderBlockToHtml(heroView, block, blockContext, seedContent(createTestQueryClient()))

describe('Hero', () => {
  // West of UTC, as a visitor's browser may be: midnight UTC of the update day is the day before
  // there. Set before anything formats a date (formatters are cached once made).
  const zone = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'America/New_York'
  })
  afterAll(() => {
    process.env.TZ = zone
  })

  test('the one h1, the intro, and a byline with the author and the update date as its calendar day', async () => {
    const html = await render(heroExample)
    expect(html).toContain(`<h1 class="hero__heading">${heroExample.heading}</h1>`)
    expect(html).toContain(heroExample.intro)
    expect(html).toContain('Von Lena Hoffmann')
    expect(html).toContain('<time dateTime="2026-11-01">1. November 2026</time>')
  })

  test('no byline without an author the CMS has', async () => {
    expect(await render({ ...heroExample, authorId: 'nobody' })).not.toContain('hero__byline')
    const { authorId: _, ...anonymous } = heroExample
    expect(await render(anonymous)).not.toContain('hero__byline')
  })
})
