import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { verifyPreviewToken } from '../app/server/content/preview-token.server.ts'

const run = promisify(execFile)
const secret = 'preview-token-script-secret'

/** Runs `npm run preview:token`'s script as a child process; resolves its exit code and output. */
async function previewToken(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/preview-token.ts', ...args], {
      env: { ...process.env, PREVIEW_SECRET: secret, PREVIEW_BASE_URL: 'https://preview.example' },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

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
