import { describe, expect, it } from 'vitest'
import { verifyPreviewToken } from '../app/server/content/preview-token.server.ts'
import { runScript } from '../tests/support/run-script.ts'

const secret = 'preview-token-script-secret'

/** Runs `npm run preview:token`'s script as a child process; resolves its exit code and output. */
const previewToken = (...args: string[]) =>
  runScript('scripts/preview-token.ts', args, { PREVIEW_SECRET: secret, PREVIEW_BASE_URL: 'https://preview.example' })

describe('npm run preview:token', () => {
  it('prints a link for up to 168 hours that the site accepts', async () => {
    const { code, output } = await previewToken('/casino-boni/', '168')
    expect(code).toBe(0)
    const url = new URL(output.trim())
    expect(url.origin + url.pathname).toBe('https://preview.example/casino-boni/')
    expect(verifyPreviewToken(secret, url.searchParams.get('preview') ?? '', '/casino-boni/')).toEqual({ ok: true })
  })

  it('refuses a link that lives longer than 7 days, and prints none', async () => {
    const { code, output } = await previewToken('/casino-boni/', '169')
    expect(code).toBe(2)
    expect(output).toContain('at most 168 hours')
    expect(output).not.toContain('preview=')
  })
})
