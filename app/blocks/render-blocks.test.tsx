import { afterEach, describe, expect, test, vi } from 'vitest'
import { appConfig } from '../../app.config.ts'
import { renderToHtml } from '../../tests/support/render-to-html.tsx'
import { websiteById } from '../site/website.ts'
import { RenderBlocks } from './render-blocks.tsx'

const website = websiteById(appConfig.defaultWebsiteId)
const blocks = [
  { blockType: 'richText', html: '<p>Vor dem Fehler</p>' },
  { blockType: 'richText', html: 42 },
  { blockType: 'carousel', slides: [] },
  { blockType: 'table', caption: 'Kaputt', columns: ['A', 'B'], rows: [['nur eine Zelle']] },
  { blockType: 'richText', html: '<p>Nach dem Fehler</p>' },
]

const render = (preview: boolean) =>
  renderToHtml(<RenderBlocks blocks={blocks} context={{ locale: 'de-DE', website, preview }} />)

describe('RenderBlocks', () => {
  afterEach(() => vi.restoreAllMocks())

  test('renders valid blocks and nothing of unknown or invalid ones for visitors, reporting each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await render(false)
    expect(html).toContain('Vor dem Fehler')
    expect(html).toContain('Nach dem Fehler')
    expect(html).not.toContain('block-placeholder')
    expect(html).not.toContain('Kaputt')
    const reported = warn.mock.calls.map((call) => String(call[2]))
    expect(reported).toEqual([
      expect.stringContaining('Invalid block richText: html:'),
      'Invalid block carousel: Unknown block type "carousel"',
      'Invalid block table: rows.0: Row has 1 cells, expected 2',
    ])
  })

  test('shows a placeholder saying why for each bad block in preview, which is the report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await render(true)
    // An editor's unfinished draft is no incident.
    expect(warn).not.toHaveBeenCalled()
    expect(html.match(/class="block-placeholder"/g)).toHaveLength(3)
    expect(html).toContain('Unknown block type &quot;carousel&quot;')
    expect(html).toContain('Row has 1 cells, expected 2')
  })

  test("names each block's CMS row in a draft preview only, and no block of a type it does not know", async () => {
    const editor = (id: string) => ({ id, path: 'blocks.0', document: 'pages/1', label: { de: 'X', en: 'X' } })
    const named = [
      { blockType: 'richText', html: '<p>Gültig</p>', editor: editor('row-a') },
      { blockType: 'carousel', slides: [], editor: editor('row-b') },
      { blockType: 'table', caption: 'Kaputt', columns: ['A'], rows: [['a', 'b']], editor: editor('row-c') },
    ]
    const html = (preview: boolean) =>
      renderToHtml(<RenderBlocks blocks={named} context={{ locale: 'de-DE', website, preview }} />)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inPreview = await html(true)
    expect(
      [...inPreview.matchAll(/data-editor="([^"]*)"/g)].map((match) => match[1]?.replaceAll('&quot;', '"')),
    ).toEqual([JSON.stringify(editor('row-a')), JSON.stringify(editor('row-c'))])
    expect(await html(false)).not.toContain('data-editor')
  })
})
