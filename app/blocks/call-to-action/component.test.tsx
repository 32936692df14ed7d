import { describe, expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { callToActionExample } from './block.ts'
import { CallToAction } from './component.tsx'

describe('CallToAction', () => {
  test('an internal link is a router link without rel', async () => {
    const html = await renderToHtml(<CallToAction block={callToActionExample} context={blockContext} />)
    expect(html).toContain('<h2')
    expect(html).toMatch(/<a class="button button--cta" href="\/casino-boni\/"[^>]*>Zum Bonusvergleich<\/a>/)
    expect(html).not.toContain('rel=')
  })

  test('an external link is a sponsored link in a new tab', async () => {
    const external = { ...callToActionExample, link: { label: 'Jetzt spielen', href: 'https://casino.example/go' } }
    const html = await renderToHtml(<CallToAction block={external} context={blockContext} />)
    expect(html).toMatch(
      /<a href="https:\/\/casino\.example\/go"[^>]*target="_blank" rel="sponsored nofollow noopener"/,
    )
  })
})
