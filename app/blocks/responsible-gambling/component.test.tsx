import { describe, expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { ResponsibleGambling } from './component.tsx'

describe.each(['full', 'compact'] as const)('ResponsibleGambling (%s)', (variant) => {
  test('carries the legally required notice with the free help line and check-dein-spiel.de', async () => {
    const html = await renderToHtml(
      <ResponsibleGambling block={{ blockType: 'responsibleGambling', variant }} context={blockContext} />,
    )
    expect(html).toContain('18+')
    expect(html).toContain('Glücksspiel kann süchtig machen.')
    expect(html).toContain('<a href="tel:+498001372700">0800 1 37 27 00</a>')
    expect(html).toMatch(/<a href="https:\/\/www\.check-dein-spiel\.de"[^>]*>check-dein-spiel\.de<\/a>/)
  })
})
