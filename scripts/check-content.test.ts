import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brokenContentDir } from '../tests/fixtures/content/fixture-site.ts'
import { runScript } from '../tests/support/run-script.ts'

/** Runs `npm run content:check`'s script as a child process; resolves its exit code and output. */
const checkContent = (contentDir: string) =>
  runScript('scripts/check-content.ts', [], { SITE_ID: '90', CONTENT_DIR: contentDir })

describe('npm run content:check', () => {
  it('names each problem of a broken content folder by file and JSON path, and fails', async () => {
    const { code, output } = await checkContent(brokenContentDir)
    expect(code).toBe(1)
    expect(output).toContain(
      'tests/fixtures/content/broken/90/de-DE/pages/frontpage.json: $.blocks[2].filter.paymentProviderId: Unknown payment provider "bitcoin"',
    )
    expect(output).toContain('tests/fixtures/content/broken/90/de-DE/menus.json: $: Missing file')
  })

  it('passes the shipped content', async () => {
    const { code, output } = await checkContent('content')
    expect(output).toContain('Content of site 90')
    expect(code).toBe(0)
  })
})

describe("npm run content:check on the German market's rules", () => {
  /** A copy of content/ with each rule of app/products/compliance-rules.ts broken once. */
  function contentBreakingEachRule(): string {
    const dir = mkdtempSync(join(tmpdir(), 'compliance-'))
    cpSync('content', dir, { recursive: true })
    const de = join(dir, '90', 'de-DE')
    const edit = (file: string, change: (json: Record<string, unknown> & { blocks: unknown[] }) => void) => {
      const path = join(de, file)
      const json = JSON.parse(readFileSync(path, 'utf8'))
      change(json)
      writeFileSync(path, JSON.stringify(json))
    }
    const products = JSON.parse(readFileSync(join(de, 'products.json'), 'utf8')) as { bonus: object }[]
    products[0] = { ...products[0], bonus: { ...products[0]?.bonus, validDays: undefined } }
    writeFileSync(join(de, 'products.json'), JSON.stringify(products))
    edit('pages/casino-boni.json', (page) => {
      page.blocks.push({ blockType: 'richText', html: '<p>Auch gut: <a href="/go/spinoase/">Spinoase</a></p>' })
    })
    edit('pages/live-casinos.json', (page) => {
      page.blocks = page.blocks.filter((block) => (block as { blockType: string }).blockType !== 'responsibleGambling')
    })
    edit('posts/rtp-und-volatilitaet.json', (post) => {
      post.blocks.unshift({ blockType: 'richText', html: '<p>Testen Sie jeden Slot vorher im Demo-Modus.</p>' })
    })
    edit('pages/legal-notice.json', (page) => {
      page.blocks = [{ blockType: 'richText', html: '<p>Impressum folgt.</p>' }]
    })
    return dir
  }

  it('refuses a copy of content/ with each rule broken once: exit 1, one line per problem', async () => {
    const dir = contentBreakingEachRule()
    try {
      const { code, output } = await checkContent(dir)
      expect(code).toBe(1)
      const problems = output.split('\n').filter((line) => line.startsWith('  '))
      const shown = relative(process.cwd(), dir)
      expect(problems).toEqual([
        `  ${shown}/90/de-DE/pages/casino-boni.json: $.blocks[8].html: Links to SpinOase, which is not on the GGL whitelist (GlüStV 2021 § 4, § 5): advertising of unlicensed gambling`,
        `  ${shown}/90/de-DE/pages/legal-notice.json: $.blocks: The legal notice lacks its § 5 DDG and § 18 MStV parts: add the Legal Notice block`,
        `  ${shown}/90/de-DE/pages/live-casinos.json: $.blocks: A page with casino offers lacks the responsible-gambling notice (GlüStV 2021 § 5, § 6): add the block`,
        `  ${shown}/90/de-DE/posts/rtp-und-volatilitaet.json: $.blocks[0].html: Promotes free play (demo, play money) of casino games (GlüStV 2021 § 5, § 6)`,
        `  ${shown}/90/de-DE/products.json: $[0].bonus.validDays: Bonus terms incomplete (GlüStV 2021 § 5): the amount, who may claim it, the occasion and how long it is valid must be stated`,
      ])
      expect(output).toContain('5 problems to fix.')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
