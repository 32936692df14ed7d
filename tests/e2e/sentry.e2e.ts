// Errors reach Sentry from the production stage only. The production build is started here with a
// DSN pointing at a local receiver (a plain HTTP server collecting envelopes) and an external CMS
// (the embedded content API over the site's real content) whose page endpoint answers 500, so the
// page loader really fails the way it would in a partial CMS outage.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { contentStoreOptionsFromEnv } from '../../app/server/content/content-runtime.server.ts'
import { handleContentRequest } from '../../app/server/content/handle-content-request.server.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'

type SentryEvent = { level?: string; tags?: Record<string, string>; exception?: { values?: Array<{ value?: string }> } }

async function listen(handler: RequestListener) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { port, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** A Sentry ingest stand-in: every event of every envelope posted to it. */
async function startReceiver() {
  const events: SentryEvent[] = []
  const server = await listen((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      // An envelope: a header line, then item header and item payload lines.
      const lines = body.split('\n').filter(Boolean)
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const itemHeader = JSON.parse(lines[i] ?? '{}') as { type?: string }
        if (itemHeader.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as SentryEvent)
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return { ...server, events, dsn: `http://public@127.0.0.1:${server.port}/1` }
}

/** The content API over content/, except that every page request fails. */
async function startCmsWithoutPages() {
  const store = openContentStore({
    ...contentStoreOptionsFromEnv({}),
    dbPath: join(tmpdir(), `sentry-e2e-cms-${process.pid}-${Date.now()}.sqlite`),
  }).store
  const source = createStoreSource(store)
  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.invalid')
    if (url.pathname === '/api/content/pages') return void response.writeHead(500).end('pages are down')
    const answer = await handleContentRequest(new Request(url, { headers: { accept: 'application/json' } }), source)
    response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text())
  })
  return {
    url: `http://127.0.0.1:${server.port}/api`,
    close: async () => {
      await server.close()
      store.close()
    },
  }
}

const freePort = async () => {
  const probe = await listen(() => undefined)
  await probe.close()
  return probe.port
}

/** `npm run serve` on the production build with the given environment. */
async function startSite(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess; log: () => string }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      CONTENT_DB_PATH: join(tmpdir(), `sentry-e2e-${port}.sqlite`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  // Up once it answers anything (its log line comes before the socket listens).
  await expect
    .poll(
      () =>
        fetch(`${url}/favicon.svg`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 15_000 },
    )
    .toBe(200)
  return { url, process: child, log: () => log }
}

async function withSite(stage: string, run: (site: string, events: SentryEvent[], log: () => string) => Promise<void>) {
  const receiver = await startReceiver()
  const cms = await startCmsWithoutPages()
  const site = await startSite({ STAGE: stage, SENTRY_DSN: receiver.dsn, CONTENT_API_URL: cms.url })
  try {
    await run(site.url, receiver.events, site.log)
  } finally {
    site.process.kill()
    await Promise.all([receiver.close(), cms.close()])
  }
}

const message = (event: SentryEvent) => event.exception?.values?.[0]?.value

test('production: a failing page loader arrives at Sentry as an envelope, tagged with site, locale and route', async () => {
  await withSite('production', async (site, events) => {
    const response = await fetch(`${site}/casino-boni/`)
    expect(response.status).toBe(500)
    await expect
      .poll(() => events.find((event) => message(event) === 'Could not fetch page'))
      .toMatchObject({
        level: 'fatal',
        tags: { siteId: '90', locale: 'de-DE', route: '/casino-boni/' },
      })

    expect((await fetch(`${site}/gibt-es-nicht/`)).status).toBe(404)
    await expect
      .poll(() => events.find((event) => message(event) === 'Page not found'))
      .toMatchObject({
        level: 'warning',
        tags: { route: '/gibt-es-nicht/' },
      })
  })
})

test('production: the browser reports uncaught errors with @sentry/react', async ({ page }) => {
  await withSite('production', async (site, events) => {
    await page.goto(`${site}/casino-boni/`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // Sentry loads after hydration; an uncaught error from then on is its to report.
    await expect
      .poll(async () => {
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error('Uncaught in the browser')
          }),
        )
        return events.find((event) => message(event) === 'Uncaught in the browser')
      })
      .toMatchObject({ tags: { siteId: '90', locale: 'de-DE', route: '/casino-boni/' } })
  })
})

test('development: the same failure sends nothing', async () => {
  await withSite('development', async (site, events, log) => {
    expect((await fetch(`${site}/casino-boni/`)).status).toBe(500)
    // Reported all the same, to the server log only.
    await expect.poll(log).toContain('[report] fatal Could not fetch page')
    // Long enough for an event to have arrived (the production case takes milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(events).toEqual([])
  })
})
