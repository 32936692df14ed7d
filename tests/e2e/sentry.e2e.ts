// Errors reach Sentry from the production stage only. The production build is started here with a
// DSN pointing at a local receiver (a plain HTTP server collecting envelopes) and an external CMS
// (the embedded content API over the site's real content) whose page endpoint answers 500, so the
// page loader really fails the way it would in a partial CMS outage (a 503 page, reported as an
// error: see tests/e2e/cms-outage.e2e.ts).
import { expect, test } from '@playwright/test'
import { listen, startCms, startSite } from '../support/site-process.ts'

type SentryEvent = { level?: string; tags?: Record<string, string>; exception?: { values?: Array<{ value?: string }> } }

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

async function withSite(stage: string, run: (site: string, events: SentryEvent[], log: () => string) => Promise<void>) {
  const receiver = await startReceiver()
  const cms = await startCms()
  cms.failWhen((path) => path === '/api/content/pages')
  const site = await startSite({ STAGE: stage, SENTRY_DSN: receiver.dsn, CONTENT_API_URL: cms.url })
  try {
    await run(site.url, receiver.events, site.log)
  } finally {
    site.stop()
    await Promise.all([receiver.close(), cms.close()])
  }
}

const message = (event: SentryEvent) => event.exception?.values?.[0]?.value

test('production: a failing page loader arrives at Sentry as an envelope, tagged with site, locale and route', async () => {
  await withSite('production', async (site, events) => {
    const response = await fetch(`${site}/casino-boni/`)
    expect(response.status).toBe(503)
    await expect
      .poll(() => events.find((event) => message(event) === 'Could not fetch page'))
      .toMatchObject({
        level: 'error',
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
    expect((await fetch(`${site}/casino-boni/`)).status).toBe(503)
    // Reported all the same, to the server log only.
    await expect.poll(log).toContain('[report] error Could not fetch page')
    // Long enough for an event to have arrived (the production case takes milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(events).toEqual([])
  })
})
