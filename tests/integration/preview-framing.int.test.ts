// Who may frame what, over real HTTP against the production build: a verified draft preview may be
// framed by the CMS (CMS_PUBLIC_URL, else CMS_URL) for its live-preview pane; nothing may frame a
// public page, a refused preview or any preview when no CMS is configured. Previews are never kept
// by the page cache, and the CMS origin reaches no public page.
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPreviewToken } from '../../app/server/content/preview-token.server.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'
import { randomSecret } from '../support/test-secrets.ts'

const secret = randomSecret()
const cmsOrigin = 'http://127.0.0.1:3999'
const path = '/casino-boni/'
const tokenFor = (page: string, key = secret) => createPreviewToken(key, page, new Date(Date.now() + 3_600_000))
const previewOf = (page: string, key = secret) => `${page}?preview=${encodeURIComponent(tokenFor(page, key))}`
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('with a CMS configured', () => {
  let server: ProductionServer

  beforeAll(async () => {
    server = await startProductionServer({
      stderr: 'pipe',
      // CMS_PUBLIC_URL alone: CMS_URL would also make the site read its content from that CMS.
      env: { PREVIEW_SECRET: secret, CMS_PUBLIC_URL: `${cmsOrigin}/admin` },
    })
  }, 60_000)
  afterAll(() => server?.stop())

  test('a verified preview may be framed by the CMS origin alone, and is kept by no cache', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${server.url}${previewOf(path)}`)
      expect(response.status).toBe(200)
      expect(frameAncestors(response)).toBe(cmsOrigin)
      expect(response.headers.get('cache-control')).toBe('no-store')
      // Rendered for this request: no page-cache answer (those carry Age).
      expect(response.headers.has('age')).toBe(false)
      expect(await response.text()).toContain(cmsOrigin)
    }
  })

  test('a public page may be framed by no one, and does not name the CMS', async () => {
    const response = await fetch(`${server.url}${path}`)
    expect(frameAncestors(response)).toBe("'none'")
    expect(await response.text()).not.toContain('127.0.0.1:3999')
  })

  test('a refused preview (forged, or for another page) may be framed by no one', async () => {
    const forged = await fetch(`${server.url}${previewOf(path, 'guessed')}`)
    expect(forged.status).toBe(403)
    expect(frameAncestors(forged)).toBe("'none'")
    const otherPage = await fetch(`${server.url}${previewOf('/freispiele/').replace('/freispiele/', path)}`)
    expect(otherPage.status).toBe(403)
    expect(frameAncestors(otherPage)).toBe("'none'")
  })

  test('the content API and other answers stay unframeable, preview token or not', async () => {
    const api = await fetch(
      `${server.url}/api/content/pages?locale=de-DE&path=${encodeURIComponent(path)}&preview=${encodeURIComponent(tokenFor(path))}`,
    )
    expect(frameAncestors(api)).toBe("'none'")
  })
})

test('without a CMS, a verified preview may be framed by no one either', async () => {
  const server = await startProductionServer({
    stderr: 'pipe',
    env: { PREVIEW_SECRET: secret, CMS_URL: '', CMS_PUBLIC_URL: '' },
  })
  try {
    const response = await fetch(`${server.url}${previewOf(path)}`)
    expect(response.status).toBe(200)
    expect(frameAncestors(response)).toBe("'none'")
  } finally {
    await server.stop()
  }
}, 60_000)

describe('a CMS origin that is not an http(s) URL', () => {
  test('stops start-up with its message, instead of failing every preview later', () => {
    // The build exists: the servers above were started from it.
    const started = spawnSync(process.execPath, ['server/serve.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', CMS_PUBLIC_URL: 'ftp://cms.example' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(started.status).not.toBe(0)
    expect(started.stderr).toContain('CMS_PUBLIC_URL must be an http(s) URL, not "ftp://cms.example"')
  })
})
