// The leads API in the open, against the production server: a flood from one client meets its
// budget (429 with Retry-After) while other clients are served; a connection from no trusted proxy
// cannot name another client; behind trusted proxies the client they name is limited, not the
// proxy; the addresses of one IPv6 /64 are one client; several workers on PostgreSQL share one
// budget, kept under a key no one without DATA_HASH_SECRET can link to an address; a crawler still
// gets its redirect, but its click stays out of the report's figures.

import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { keyedHash } from '../../app/server/leads/privacy/keyed-hash.server.ts'
import { rateBudgets } from '../../app/server/leads/rate-limits.server.ts'
import { botCounts, reportCounts } from '../../app/server/leads/report.server.ts'
import { openLeadsDatabase } from '../../app/server/leads/store/open-leads-database.server.ts'
import { freshLeadsDatabase } from '../support/leads-stores.ts'
import { type SiteProcess, startSite } from '../support/site-process.ts'
import { randomSecret } from '../support/test-secrets.ts'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request on a connection of its own (or the agent's), from a chosen loopback address (a client of its own). */
function send(
  url: string,
  {
    method = 'GET',
    from = '127.0.0.1',
    headers = {},
    body,
    agent = false,
  }: {
    method?: string
    from?: string
    headers?: Record<string, string>
    body?: unknown
    agent?: Agent | false
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const request = httpRequest(
      url,
      {
        method,
        localAddress: from,
        agent,
        headers: { ...(payload && { 'content-type': 'application/json' }), ...headers },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

const impression = {
  device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
  trackingData: { subId: 'abuse' },
  locale: 'de-DE',
}

/**
 * Impressions sent many at once (a refusal is held for a second: one after another, a hundred
 * would take a hundred seconds), each with its own URL and headers; their statuses.
 */
async function flood(count: number, each: (sent: number) => { url: string; headers: Record<string, string> }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 })
  try {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, sent) => {
        const { url, headers } = each(sent)
        return send(url, { method: 'POST', headers, body: impression, agent })
      }),
    )
    return answers.map((answer) => answer.status)
  } finally {
    agent.destroy()
  }
}

const dir = mkdtempSync(join(tmpdir(), 'leads-abuse-'))
const sites: SiteProcess[] = []
afterEach(() => {
  for (const site of sites.splice(0)) site.stop()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function site(name: string, env: Record<string, string> = {}) {
  const started = await startSite({ LEADS_DB_PATH: join(dir, `${name}.sqlite`), ...env })
  sites.push(started)
  return started
}

describe('rate limits per client', () => {
  test('a flood from one address gets 429s with Retry-After; another address is served all along', async () => {
    const { url } = await site('flood')
    const budget = rateBudgets.impression.points
    const statuses: number[] = []
    for (let sent = 0; sent < budget + 10; sent++)
      statuses.push((await send(`${url}/api/impression`, { method: 'POST', body: impression })).status)
    expect(statuses.slice(0, budget).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(budget)).toEqual(Array(10).fill(429))

    // On a connection kept open, as a browser's or a script's would be. The refusal is held for a
    // second (a flood that waits for each answer is slowed to one a second per connection);
    // another address is answered meanwhile, at once.
    const connection = new Agent({ keepAlive: true, maxSockets: 1 })
    const timed = async (answer: Promise<Answer>) => {
      const started = performance.now()
      return { ...(await answer), ms: performance.now() - started }
    }
    const [refused, meanwhile] = await Promise.all([
      timed(send(`${url}/api/impression`, { method: 'POST', body: impression, agent: connection })),
      timed(send(`${url}/api/impression`, { method: 'POST', from: '127.0.0.3', body: impression })),
    ])
    connection.destroy()
    expect(refused.ms).toBeGreaterThanOrEqual(950)
    expect(meanwhile.status).toBe(200)
    expect(meanwhile.ms).toBeLessThan(refused.ms)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'rate_limited' } })
    // Refused before the app, with the headers of every answer, on a connection that stays open.
    expect(refused.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
      connection: 'keep-alive',
    })

    const other = await send(`${url}/api/impression`, { method: 'POST', from: '127.0.0.2', body: impression })
    expect(other.status).toBe(200)
    // Pages are never limited.
    expect((await send(`${url}/`)).status).toBe(200)

    // Over budget, the answer does not wait for the body: one that is still coming is never read.
    const early = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${url}/api/impression`, {
        method: 'POST',
        localAddress: '127.0.0.1',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': '1000000' },
      })
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0)
        request.destroy()
      })
      request.on('error', reject)
      request.write('{"device":')
    })
    expect(early).toBe(429)
  }, 60_000)

  test('over budget, a click-out still redirects but is not recorded', async () => {
    const name = 'click-flood'
    const { url } = await site(name)
    const budget = rateBudgets['click-out'].points
    for (let sent = 0; sent < budget + 5; sent++) {
      const answer = await send(`${url}/go/nordlicht-casino/?subid=k1`)
      expect(answer.status).toBe(302)
    }
    const database = openLeadsDatabase({ sqlitePath: join(dir, `${name}.sqlite`) })
    try {
      const [row] = await database.all(database.query.selectFrom('clicks').select((eb) => eb.fn.countAll().as('n')))
      expect(Number(row?.n)).toBe(budget)
    } finally {
      await database.close()
    }
  }, 60_000)

  test('a connection from no trusted proxy cannot name another client, whatever X-Forwarded-For it writes', async () => {
    const { url } = await site('forged', { TRUST_PROXY: '10.0.0.0/8,2001:db8::/32' })
    const statuses = await flood(rateBudgets.impression.points + 100, (sent) => ({
      url: `${url}/api/impression`,
      headers: { 'x-forwarded-for': `203.0.${sent >> 8}.${sent & 255}, 10.0.0.5` },
    }))
    expect(statuses.filter((status) => status === 200)).toHaveLength(rateBudgets.impression.points)
    expect(statuses.filter((status) => status === 429)).toHaveLength(100)
  }, 60_000)

  test('behind trusted proxies, the client they name is limited, not the proxy, whatever it forges', async () => {
    // The test connects over 127.0.0.1: it is the load balancer; 10.0.0.0/8 are the CDN's nodes.
    const { url } = await site('proxies', { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' })
    // The client forges an entry; the CDN appends the client's real address, the load balancer the CDN's.
    const via = (client: string) => ({ 'x-forwarded-for': `6.6.6.6, ${client}, 10.0.0.5` })
    const budget = rateBudgets.signup.points
    for (let sent = 0; sent < budget; sent++)
      expect(
        (await send(`${url}/api/signups`, { method: 'POST', headers: via('203.0.113.7'), body: {} })).status,
      ).not.toBe(429)
    // The same client through a shorter and a longer chain of trusted proxies is the same client.
    for (const chain of ['203.0.113.7', '6.6.6.6, 203.0.113.7, 10.1.1.1, 10.0.0.5'])
      expect(
        (await send(`${url}/api/signups`, { method: 'POST', headers: { 'x-forwarded-for': chain }, body: {} })).status,
      ).toBe(429)
    // Another client through the same proxies, and the same forged entry, is not limited.
    expect(
      (await send(`${url}/api/signups`, { method: 'POST', headers: via('198.51.100.9'), body: {} })).status,
    ).not.toBe(429)
    // Nor is the load balancer itself, whose chain names only trusted proxies.
    expect(
      (await send(`${url}/api/signups`, { method: 'POST', headers: { 'x-forwarded-for': '10.0.0.5' }, body: {} }))
        .status,
    ).not.toBe(429)
  }, 60_000)

  test('the addresses of one IPv6 /64 share one budget; another /64 has its own', async () => {
    const { url } = await site('ipv6', { TRUST_PROXY: 'loopback' })
    const statuses = await flood(rateBudgets.impression.points + 100, (sent) => ({
      url: `${url}/api/impression`,
      headers: { 'x-forwarded-for': `2001:db8:1:2:${sent.toString(16)}::${(sent * 7).toString(16)}` },
    }))
    expect(statuses.filter((status) => status === 200)).toHaveLength(rateBudgets.impression.points)
    expect(statuses.filter((status) => status === 429)).toHaveLength(100)
    const neighbour = await send(`${url}/api/impression`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '2001:db8:1:3::1' },
      body: impression,
    })
    expect(neighbour.status).toBe(200)
  }, 60_000)

  test('two workers on PostgreSQL share one budget, keyed by an HMAC of the address, not its plain hash', async () => {
    const postgres = await freshLeadsDatabase('postgres')
    const postgresUrl = (postgres.target as { postgresUrl: string }).postgresUrl
    const secret = randomSecret()
    try {
      const { url } = await site('shared', {
        WEB_CONCURRENCY: '2',
        DATABASE_URL: postgresUrl,
        DATA_HASH_SECRET: secret,
      })
      const budget = rateBudgets.signup.points
      const statuses: number[] = []
      // Each on a connection of its own: the kernel spreads them over both workers.
      for (let sent = 0; sent < budget * 2; sent++)
        statuses.push((await send(`${url}/api/signups`, { method: 'POST', body: {} })).status)
      expect(statuses.filter((status) => status !== 429)).toHaveLength(budget)

      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      const keys = await client
        .query<{ key: string }>("select key from rate_limits where key like 'signup:%'")
        .then(({ rows }) => rows.map(({ key }) => key.slice('signup:'.length)))
        .finally(() => client.end())
      const day = new Date().toISOString().slice(0, 10)
      const addresses = ['127.0.0.1', '::ffff:127.0.0.1']
      const keyed = addresses.map((address) => keyedHash(secret, `${day}|${address}`).slice(0, 32))
      const plain = addresses.flatMap((address) =>
        ['hex', 'base64url'].map((encoding) =>
          createHash('sha256')
            .update(`${day}|${address}`)
            .digest(encoding as 'hex')
            .slice(0, 32),
        ),
      )
      expect(keys).toHaveLength(1)
      expect(keyed).toContain(keys[0])
      expect(plain).not.toContain(keys[0])
      expect(keys.join()).not.toContain('127.0.0.1')
    } finally {
      await postgres.drop()
    }
  }, 90_000)
})

describe('crawlers', () => {
  test("a crawler's click is redirected, and stays out of the report's figures, shown apart", async () => {
    const name = 'crawler'
    const { url } = await site(name)
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    }
    expect((await send(`${url}/go/nordlicht-casino/`, { headers: googlebot })).status).toBe(302)
    expect((await send(`${url}/go/nordlicht-casino/`, { headers: browser })).status).toBe(302)
    expect((await send(`${url}/api/impression`, { method: 'POST', headers: googlebot, body: impression })).status).toBe(
      200,
    )

    const database = openLeadsDatabase({ sqlitePath: join(dir, `${name}.sqlite`) })
    try {
      const today = new Date().toISOString().slice(0, 10)
      const range = { from: today, to: today }
      const [total] = await reportCounts(database, 'day', range)
      expect(total).toMatchObject({ impressions: 0, clickOuts: 1 })
      expect(await botCounts(database, range)).toEqual({ impressions: 1, clickOuts: 1, productViews: 0 })
    } finally {
      await database.close()
    }
  }, 60_000)
})
