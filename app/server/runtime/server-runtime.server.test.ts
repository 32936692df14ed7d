import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { loadServerConfig } from './server-config.server.ts'
import { createServerRuntime, getServerRuntime } from './server-runtime.server.ts'

const dir = mkdtempSync(join(tmpdir(), 'server-runtime-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const runtimeIn = (name: string) =>
  createServerRuntime(
    loadServerConfig({
      CONTENT_DB_PATH: join(dir, `${name}-content.sqlite`),
      LEADS_DB_PATH: join(dir, `${name}-leads.sqlite`),
    }),
  )

describe('the server runtime', () => {
  test('two calls get one runtime per process', () => {
    expect(getServerRuntime()).toBe(getServerRuntime())
  })

  test('builds each part once, on first use, and the money path reads the pages’ source', async () => {
    const runtime = runtimeIn('parts')
    try {
      expect(runtime.leads).toBe(runtime.leads)
      expect(runtime.leadsDatabase).toBe(runtime.leadsDatabase)
      expect(runtime.purgeBus).toBe(runtime.purgeBus)
      expect(runtime.contentSource).toBe(runtime.contentSource)
      const product = await runtime.leads.catalogue.find('nordlicht-casino')
      expect(product?.url).toMatch(/^https:\/\//)
      const answer = await runtime.readContent(new URL('http://site/api/content/products?locale=de-DE'))
      expect(answer.ok && JSON.parse(answer.body.json).some((entry: { id: string }) => entry.id === product?.id)).toBe(
        true,
      )
    } finally {
      await runtime.close()
    }
  })

  test('is ready when its parts answer', async () => {
    const runtime = runtimeIn('ready')
    try {
      expect(await runtime.readiness()).toEqual({
        ready: true,
        parts: { 'content source': 'ok', 'leads store': 'ok', 'purge bus': 'ok' },
      })
    } finally {
      await runtime.close()
    }
  })
})
