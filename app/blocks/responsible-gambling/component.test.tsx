import { describe, expect, test } from 'vitest'
import linguiConfig from '../../../lingui.config.ts'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { ResponsibleGambling } from './component.tsx'

// The GlüStV's notice names who helps, not only a number: the BZgA became the BIÖG in February 2025.
const helpProvider = 'BIÖG (Bundesinstitut für Öffentliche Gesundheit)'

const render = (variant: 'full' | 'compact', catalog?: Parameters<typeof renderToHtml>[2]) =>
  renderToHtml(
    <ResponsibleGambling block={{ blockType: 'responsibleGambling', variant }} context={blockContext} />,
    undefined,
    catalog,
  )

describe.each(['full', 'compact'] as const)('ResponsibleGambling (%s)', (variant) => {
  test('carries the legally required notice with the free help line and check-dein-spiel.de', async () => {
    const html = await render(variant)
    expect(html).toContain('18+')
    expect(html).toContain('Glücksspiel kann süchtig machen.')
    expect(html).toContain(helpProvider)
    expect(html).toContain('<a href="tel:+498001372700">0800 1 37 27 00</a>')
    expect(html).toMatch(/<a href="https:\/\/www\.check-dein-spiel\.de"[^>]*>check-dein-spiel\.de<\/a>/)
  })

  test.each(linguiConfig.locales)('names the help line and its provider in %s', async (locale) => {
    const { messages } = (await import(`../../../locales/${locale}.po`)) as { messages: Record<string, string> }
    const html = await render(variant, { locale, messages })
    expect(html).toContain(helpProvider)
    expect(html).toContain('0800 1 37 27 00')
    expect(html).not.toContain('BZgA')
  })
})
