// The production server behind Debian's nginx with deploy/nginx/site.conf, as docs/deploy.md sets
// it up: TLS with a certificate made here, HTTP/2, the server's own compression passed through once,
// /assets/ cached in front, the client's address as the rate limits see it, and nothing private on
// the public host. nginx runs as a child of the test with its own prefix and a main configuration
// that includes the site's (installed with apt when missing: scripts/lib/ensure-nginx.sh).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import tls from 'node:tls'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { consentCookieName } from '../../app/consent/consent-record.ts'
import { defaultGeolocationCookieName } from '../../app/consent/viewer-country.ts'
import { freePort } from '../support/free-port.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'

const siteHost = 'casino.test'
const cmsHost = 'cms.casino.test'
/** Two visitors, each connecting from its own loopback address; nginx connects to the site from 127.0.0.1. */
const visitor = '127.0.0.3'
const otherVisitor = '127.0.0.4'

/** The template with every {{NAME}} replaced, as docs/deploy.md has the operator do it. */
function renderTemplate(file: string, values: Record<string, string>): string {
  const text = readFileSync(file, 'utf8').replace(/^#.*\n/gm, '')
  const rendered = text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${file} names {{${name}}}, which the test does not fill`)
    return value
  })
  return rendered
}

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer }

/** The CSP nonce of an answer, from its policy. */
const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? 'no nonce'

/**
 * A returning visitor in a country (DE by default) with their own consent record (necessary only
 * unless granted) and attribution cookies; `own` lists what is theirs alone.
 */
function visitorCookies(
  record: { id: string; givenAt: string; preferences?: boolean; statistics?: boolean; marketing?: boolean },
  name: string,
  country = 'DE',
) {
  const gclid = `gclid-${name}-${randomUUID()}`
  const consent = {
    necessary: true,
    preferences: false,
    statistics: false,
    marketing: false,
    policyRevision: 1,
    ...record,
  }
  const cookie = [
    `${defaultGeolocationCookieName}=${encodeURIComponent(JSON.stringify({ 'viewer-country': country }))}`,
    `${consentCookieName}=${encodeURIComponent(JSON.stringify(consent))}`,
    `gclid=${gclid}`,
    `_ga=GA1.1.${name}.1700000000`,
  ].join('; ')
  return { cookie, own: [record.id, record.givenAt, gclid, `GA1.1.${name}`] }
}

/** An HTTP/2 connection to nginx from a visitor's address, trusting the test's certificate. */
function connect(port: number, ca: Buffer, localAddress: string, host = siteHost) {
  const session = http2.connect(`https://127.0.0.1:${port}`, {
    createConnection: () =>
      tls.connect({
        socket: net.connect({ host: '127.0.0.1', port, localAddress }),
        ca,
        servername: host,
        ALPNProtocols: ['h2'],
      }),
  })
  const request = (path: string, { method = 'GET', headers = {}, body = undefined as string | undefined } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const stream = session.request({ ':method': method, ':path': path, ':authority': host, ...headers })
      const chunks: Buffer[] = []
      let answerHeaders: http2.IncomingHttpHeaders = {}
      stream.on('response', (received) => {
        answerHeaders = received
      })
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () =>
        resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks) }),
      )
      stream.on('error', reject)
      stream.end(body)
    })
  return { session, request, close: () => session.close() }
}

// Each answer crosses nginx and the server: seconds on a busy machine.
describe('the site behind nginx (deploy/nginx/site.conf)', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-nginx-'))
  let site: ProductionServer
  let nginx: ChildProcess
  let nginxLog = ''
  let ca: Buffer
  let httpsPort: number
  let httpPort: number
  let visit: ReturnType<typeof connect>

  beforeAll(async () => {
    const nginxPath = execFileSync('bash', ['-c', '. scripts/lib/ensure-nginx.sh >&2 && echo "$NGINX_PATH"'], {
      encoding: 'utf8',
    }).trim()

    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        join(dir, 'tls.key'),
        '-out',
        join(dir, 'tls.crt'),
        '-subj',
        `/CN=${siteHost}`,
        '-addext',
        `subjectAltName=DNS:${siteHost},DNS:${cmsHost}`,
      ],
      { stdio: 'ignore' },
    )
    ca = readFileSync(join(dir, 'tls.crt'))

    site = await startProductionServer({ env: { TRUST_PROXY: '127.0.0.1', PAGE_CACHE_SECONDS: '60' } })
    ;[httpsPort, httpPort] = [await freePort(), await freePort()]

    // nginx's workers write its temporary files and the asset cache: under root (CI) they run as
    // nobody, which must reach and own them.
    const writable = ['cache', 'pages', 'client-body', 'proxy']
    for (const folder of writable) mkdirSync(join(dir, folder))
    const asRoot = process.getuid?.() === 0
    if (asRoot) {
      chmodSync(dir, 0o755)
      const nobody = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }))
      const nogroup = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }))
      for (const folder of writable) chownSync(join(dir, folder), nobody, nogroup)
    }
    writeFileSync(
      join(dir, 'site.conf'),
      renderTemplate('deploy/nginx/site.conf', {
        SERVER_NAME: siteHost,
        CMS_SERVER_NAME: cmsHost,
        HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
        HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        SITE_UPSTREAM: new URL(site.url).host,
        // No CMS runs here: the CMS host is only ever refused in this test.
        CMS_UPSTREAM: `127.0.0.1:${await freePort()}`,
        CMS_ALLOW: '127.0.0.2',
        TLS_CERTIFICATE: join(dir, 'tls.crt'),
        TLS_CERTIFICATE_KEY: join(dir, 'tls.key'),
        ASSET_CACHE_DIR: join(dir, 'cache'),
        PAGE_CACHE_DIR: join(dir, 'pages'),
        GEOLOCATION_COOKIE: defaultGeolocationCookieName,
      }),
    )
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        asRoot ? 'user nobody nogroup;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        'error_log stderr warn;',
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${join(dir, 'client-body')};`,
        `  proxy_temp_path ${join(dir, 'proxy')};`,
        `  fastcgi_temp_path ${join(dir, 'proxy')};`,
        `  uwsgi_temp_path ${join(dir, 'proxy')};`,
        `  scgi_temp_path ${join(dir, 'proxy')};`,
        `  include ${join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    )
    nginx = spawn(nginxPath, ['-p', dir, '-e', 'stderr', '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    nginx.stderr?.on('data', (chunk: Buffer) => {
      nginxLog += chunk.toString()
    })
    for (let attempt = 0; ; attempt++) {
      if (nginx.exitCode !== null || attempt > 100) throw new Error(`nginx did not start:\n${nginxLog}`)
      const up = await new Promise<boolean>((resolve) => {
        const probe = http.get({ host: '127.0.0.1', port: httpPort, path: '/' }, (response) => {
          response.resume()
          resolve(true)
        })
        probe.on('error', () => resolve(false))
      })
      if (up) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    visit = connect(httpsPort, ca, visitor)
  }, 120_000)

  afterAll(async () => {
    visit?.close()
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT')
      await once(nginx, 'exit')
    }
    await site?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  test('plain HTTP is sent to HTTPS', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: httpPort, path: '/casino-boni/?a=1', headers: { host: siteHost } }, resolve)
        .on('error', reject),
    )
    response.resume()
    expect([response.statusCode, response.headers.location]).toEqual([308, `https://${siteHost}/casino-boni/?a=1`])
  })

  test('pages over HTTP/2, gzipped by nginx, the second from its cache with a nonce of its own', async () => {
    const first = await visit.request('/casino-boni/', { headers: { 'accept-encoding': 'gzip' } })
    expect(visit.session.alpnProtocol).toBe('h2')
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(first.body).toString()).toMatch(/^<!DOCTYPE html>/i)
    // The server's security headers, once: nginx adds none of its own.
    expect(first.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains(; preload)?$/)
    const page = (html: Buffer) => html.toString().match(/<title>[^<]+<\/title>/)?.[0]
    expect(page(gunzipSync(first.body))).toBeDefined()
    const second = await visit.request('/casino-boni/', { headers: { 'accept-encoding': 'gzip' } })
    expect(second.status).toBe(200)
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(page(gunzipSync(second.body))).toBe(page(gunzipSync(first.body)))
    // Each answer has its own CSP nonce, in its policy and in its body.
    expect(nonceOf(second)).not.toBe(nonceOf(first))
    for (const answer of [first, second])
      expect(gunzipSync(answer.body).toString()).toContain(`nonce="${nonceOf(answer)}"`)
    const identity = await visit.request('/casino-boni/', { headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(page(identity.body)).toBe(page(gunzipSync(first.body)))
  })

  test('visitors of one consent class share the kept page, whatever their attribution cookies; other classes do not', async () => {
    const path = '/neue-casinos/'
    const granted = { preferences: true, statistics: true, marketing: true }
    const alice = visitorCookies({ id: randomUUID(), givenAt: '2026-03-01T10:11:12.000Z', ...granted }, 'alice')
    const bob = visitorCookies({ id: randomUUID(), givenAt: '2026-09-09T08:07:06.000Z', ...granted }, 'bob')
    const first = await visit.request(path, { headers: { cookie: alice.cookie, 'accept-encoding': 'identity' } })
    expect(first.status).toBe(200)
    expect(first.headers['x-cache-status']).toBe('MISS')
    expect(first.headers['x-consent-class']).toBe('DE|111r1|gpc0')
    const shared = await visit.request(path, { headers: { cookie: bob.cookie, 'accept-encoding': 'identity' } })
    expect(shared.headers['x-cache-status']).toBe('HIT')
    const withoutNonce = (answer: Answer) => answer.body.toString().replaceAll(nonceOf(answer), 'NONCE')
    expect(withoutNonce(shared)).toBe(withoutNonce(first))
    // Nothing of either visitor's own is in the page: not their consent record's id or date, not their attribution.
    for (const answer of [first, shared])
      for (const own of [...alice.own, ...bob.own]) expect(answer.body.toString()).not.toContain(own)

    const others = {
      'necessary only': visitorCookies({ id: randomUUID(), givenAt: '2026-03-01T10:11:12.000Z' }, 'carol').cookie,
      'first visit': `${defaultGeolocationCookieName}=${encodeURIComponent('{"viewer-country":"DE"}')}`,
      'another country': visitorCookies(
        { id: randomUUID(), givenAt: '2026-03-01T10:11:12.000Z', ...granted },
        'dave',
        'US',
      ).cookie,
    }
    for (const [name, cookie] of Object.entries(others)) {
      const answer = await visit.request(path, { headers: { cookie, 'accept-encoding': 'identity' } })
      expect([name, answer.headers['x-cache-status']]).toEqual([name, 'MISS'])
    }
    const gpc = await visit.request(path, {
      headers: { cookie: bob.cookie, 'sec-gpc': '1', 'accept-encoding': 'identity' },
    })
    expect(gpc.headers['x-cache-status']).toBe('MISS')
  })

  test('a page whose request nginx reads otherwise than the server is never kept for others', async () => {
    // Valid JSON to the server (all granted), but spaced as the edge's reading does not expect.
    const record = `{"id":"${randomUUID()}", "necessary":true, "preferences" : true, "statistics" : true, "marketing" : true, "givenAt":"2026-03-01T10:11:12.000Z", "policyRevision":1}`
    const cookie = `${defaultGeolocationCookieName}=${encodeURIComponent('{"viewer-country":"DE"}')}; ${consentCookieName}=${encodeURIComponent(record)}`
    const statuses: unknown[] = []
    for (let n = 0; n < 2; n++) {
      const answer = await visit.request('/privacy-policy/', { headers: { cookie, 'accept-encoding': 'identity' } })
      expect(answer.headers['x-consent-class']).toBe('DE|111r1|gpc0')
      statuses.push(answer.headers['x-cache-status'])
    }
    expect(statuses).toEqual(['MISS', 'MISS'])
  })

  test('a draft preview is never answered from the cache', async () => {
    expect((await visit.request('/casino-boni/')).headers['x-cache-status']).toMatch(/^(HIT|MISS|EXPIRED|UPDATING)$/)
    const draft = await visit.request('/casino-boni/?preview=not-a-token')
    expect(draft.status).toBe(403)
    expect(draft.headers['x-cache-status']).toBe('BYPASS')
  })

  test('/assets/: the server’s Brotli passed through, kept a year, the second from nginx’s cache', async () => {
    const assets = join('dist/client/assets')
    const name = readdirSync(assets).find((file) => file.endsWith('.js') && statSync(join(assets, file)).size > 4096)
    const file = readFileSync(join(assets, name ?? ''))
    const first = await visit.request(`/assets/${name}`, { headers: { 'accept-encoding': 'br' } })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(first.body).equals(file)).toBe(true)
    expect(first.headers['cache-control']).toContain('max-age=31536000')
    expect(first.headers['cache-control']).toContain('immutable')
    const second = await visit.request(`/assets/${name}`, { headers: { 'accept-encoding': 'br' } })
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(brotliDecompressSync(second.body).equals(file)).toBe(true)
  })

  test('the leads API and /go/ store what they answered', async () => {
    const impression = await visit.request('/api/impression', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device: { memory: 8, timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
        trackingData: { subId: 'behind-nginx' },
        locale: 'de-DE',
      }),
    })
    expect(impression.status, impression.body.toString()).toBe(200)
    const page = await visit.request('/casino-boni/', { headers: { 'accept-encoding': 'identity' } })
    const goLink = page.body
      .toString()
      .match(/href="(\/go\/[^"]+)"/)?.[1]
      ?.replaceAll('&amp;', '&')
    expect(goLink).toBeDefined()
    const go = await visit.request(goLink ?? '')
    expect(go.status).toBeGreaterThanOrEqual(300)
    expect(go.status).toBeLessThan(400)
    expect(new URL(go.headers.location ?? '').host).not.toBe(siteHost)

    const db = new DatabaseSync(site.leadsDb, { readOnly: true, timeout: 2000 })
    try {
      expect(db.prepare("SELECT count(*) AS n FROM impressions WHERE sub_id = 'behind-nginx'").get()).toEqual({ n: 1 })
      expect((db.prepare('SELECT count(*) AS n FROM clicks').get() as { n: number }).n).toBeGreaterThan(0)
    } finally {
      db.close()
    }
  })

  test('the rate limits see the visitor nginx saw, whatever X-Forwarded-For the visitor sends', async () => {
    const signup = (from: ReturnType<typeof connect>, forged: string) =>
      from
        .request('/api/signups', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
          body: '{}',
        })
        .then((answer) => answer.status)
    const statuses: number[] = []
    for (let n = 0; n < 25; n++) statuses.push(await signup(visit, `198.51.100.${n}`))
    // The signup budget is 20 per client: a visitor cannot get more by naming other addresses.
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses.slice(20)).toEqual(Array(5).fill(429))
    const other = connect(httpsPort, ca, otherVisitor)
    try {
      expect(await signup(other, '198.51.100.1')).not.toBe(429)
    } finally {
      other.close()
    }
  })

  test('no /metrics and no CMS admin on the public host; the CMS host refuses other networks', async () => {
    expect((await visit.request('/metrics')).status).toBe(404)
    expect((await visit.request('/admin')).status).toBe(404)
    expect((await visit.request('/admin/login')).status).toBe(404)
    const cms = connect(httpsPort, ca, visitor, cmsHost)
    try {
      expect((await cms.request('/admin')).status).toBe(403)
    } finally {
      cms.close()
    }
  })
})
