import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, expectTypeOf, test, vi } from 'vitest'
import { partnerSignup } from '../../../tests/support/partner-signup.ts'
import type { RequestRuntime } from '../../site/request-runtime.ts'
import { signupStoreOf } from '../leads/signups/signup-store.server.ts'
import { loadServerConfig } from './server-config.server.ts'
import { createServerRuntime, getServerRuntime, type ServerRuntime } from './server-runtime.server.ts'

const dir = mkdtempSync(join(tmpdir(), 'server-runtime-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const runtimeIn = (name: string, env: Record<string, string> = {}) =>
  createServerRuntime(
    loadServerConfig({
      CONTENT_DB_PATH: join(dir, `${name}-content.sqlite`),
      LEADS_DB_PATH: join(dir, `${name}-leads.sqlite`),
      ...env,
    }),
  )

describe('the server runtime', () => {
  test('holds its rooms at the top, and nothing loose beside them', async () => {
    const runtime = runtimeIn('rooms')
    try {
      expect(Object.keys(runtime).sort()).toEqual(
        ['config', 'content', 'leads', 'door', 'errors', 'metrics', 'readiness', 'start', 'close'].sort(),
      )
      // What the code the browser loads too reads of it, it finds in the same rooms.
      expectTypeOf<ServerRuntime>().toMatchTypeOf<RequestRuntime>()
    } finally {
      await runtime.close()
    }
  })

  test('two calls get one runtime per process', async () => {
    // The process's runtime starts the contact retention, which opens the leads database.
    vi.stubEnv('LEADS_DB_PATH', join(dir, 'process-leads.sqlite'))
    try {
      expect(getServerRuntime()).toBe(getServerRuntime())
    } finally {
      vi.unstubAllEnvs()
      await getServerRuntime().close()
    }
  })

  test('builds each part once, on first use, and the money path reads the pages’ source', async () => {
    const runtime = runtimeIn('parts')
    try {
      expect(runtime.leads.store).toBe(runtime.leads.store)
      expect(runtime.leads.database).toBe(runtime.leads.database)
      expect(runtime.content.purgeBus).toBe(runtime.content.purgeBus)
      expect(runtime.content.source).toBe(runtime.content.source)
      const product = await runtime.leads.catalogue.find('nordlicht-casino')
      expect(product?.url).toMatch(/^https:\/\//)
      const answer = await runtime.content.read({ query: { kind: 'list', collection: 'products', locale: 'de-DE' } })
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
      expect(await runtime.readiness()).toEqual({ ready: true, failing: [] })
    } finally {
      await runtime.close()
    }
  })

  test('erases contact data older than CONTACT_RETENTION_DAYS as it starts', async () => {
    const runtime = runtimeIn('retention', { CONTACT_RETENTION_DAYS: '30' })
    const signup = { siteId: 90, locale: 'de-DE', name: 'Max Muster', phone: '+4915123456789' }
    try {
      const store = signupStoreOf(runtime.leads.database)
      await store.save({ ...signup, email: 'old@example.de', createdAt: new Date(Date.now() - 31 * 86_400_000) })
      await store.save({ ...signup, email: 'new@example.de', phone: '+4915123456780', createdAt: new Date() })
      runtime.start()
      const { database } = runtime.leads
      const emails = () => database.all(database.query.selectFrom('signups').select('email').orderBy('id'))
      await expect.poll(emails).toEqual([{ email: '' }, { email: 'new@example.de' }])
    } finally {
      await runtime.close()
    }
  })

  test("delivers a partner's signup to the partner's endpoint from LEAD_PARTNER_ENDPOINTS", async () => {
    const received: string[] = []
    const partner = createServer(async (request, response) => {
      let body = ''
      for await (const chunk of request) body += chunk
      received.push(JSON.parse(body).email)
      response.writeHead(204).end()
    }).listen(0, '127.0.0.1')
    await once(partner, 'listening')
    const address = partner.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const runtime = runtimeIn('delivery', { LEAD_PARTNER_ENDPOINTS: `kreditpartner=http://127.0.0.1:${port}/leads` })
    try {
      await signupStoreOf(runtime.leads.database).save(partnerSignup())
      runtime.start()
      await expect.poll(() => received).toEqual(['erika@example.de'])
      // The outbox worker counts its attempts by task and outcome.
      await expect
        .poll(async () =>
          (await runtime.metrics.registry.getSingleMetricAsString('site_outbox_attempts_total')).split('\n'),
        )
        .toContain('site_outbox_attempts_total{task="lead delivery",outcome="delivered"} 1')
    } finally {
      await runtime.close()
      partner.close()
    }
  })

  test('forwards conversions to the platforms the site runs and has credentials for; says once when there are none', async () => {
    const credentials = { GA4_API_SECRET: 'mp-secret', META_CONVERSIONS_TOKEN: 'capi-token' }
    // The casino site runs GA4 but, by the pixel rules, no Meta pixel; the finance site runs both.
    const casino = runtimeIn('casino-forwarding', credentials)
    const finance = runtimeIn('finance-forwarding', { ...credentials, SITE_ID: '75' })
    const none = runtimeIn('no-forwarding')
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    try {
      expect(casino.leads.conversionTargets.map(({ platform }) => platform)).toEqual(['ga4'])
      expect(finance.leads.conversionTargets.map(({ platform }) => platform)).toEqual(['ga4', 'meta'])
      expect(none.leads.conversionTargets).toEqual([])
      none.start()
      none.start()
      expect(info).toHaveBeenCalledOnce()
      expect(info.mock.calls[0]?.[0]).toMatch(/^\[conversions\] Conversions are not forwarded/)
      casino.start()
      expect(info).toHaveBeenCalledOnce()
    } finally {
      info.mockRestore()
      await Promise.all([casino.close(), finance.close(), none.close()])
    }
  })
})
