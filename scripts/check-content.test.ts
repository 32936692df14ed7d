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
