// Errors reach Sentry from the production stage only. The production build is started here with a
// DSN pointing at a local receiver (a plain HTTP server collecting envelopes) and an external CMS
// (the embedded content API over the site's real content) whose page endpoint answers 500, so the
// page loader really fails the way it would in a partial CMS outage (a 503 page, reported as an
// error: see tests/e2e/cms-outage.e2e.ts). The browser's events carry no URL's query string or
// fragment (preview tokens, campaign user ids, ad click ids), and a draft preview sends nothing.
import { expect, test } from '@playwright/test'
import { e2ePreviewSecret, previewToken } from '../support/preview-link.ts'
import { listen, startCms, startSite } from '../support/site-process.ts'

type SentryEvent = { level?: string; tags?: Record<string, string>; exception?: { values?: Array<{ value?: string }> } }

/** A Sentry ingest stand-in: every event of every envelope posted to it. */
async function startReceiver() {
  const events: SentryEvent[] = []
  /** Every envelope as it arrived, whatever its items. */
  const envelopes: string[] = []
  const server = await listen((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      envelopes.push(`${request.url ?? ''}\n${body}`)
      // An envelope: a header line, then item header and item payload lines.
      const lines = body.split('\n').filter(Boolean)
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const itemHeader = JSON.parse(lines[i] ?? '{}') as { type?: string }
        if (itemHeader.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as SentryEvent)
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return { ...server, events, envelopes, dsn: `http://public@127.0.0.1:${server.port}/1` }
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

/** The production site on the embedded store (pages render), with preview on, reporting to a receiver. */
async function withWorkingSite(
  run: (site: string, receiver: Awaited<ReturnType<typeof startReceiver>>) => Promise<void>,
) {
  const receiver = await startReceiver()
  const site = await startSite({ STAGE: 'production', SENTRY_DSN: receiver.dsn, PREVIEW_SECRET: e2ePreviewSecret })
  try {
    await run(site.url, receiver)
  } finally {
    site.stop()
    await receiver.close()
  }
}

/** What a page's URL carries that must not reach a third party, and where it is put. */
const leaks = ['victim', 'GCLID-LEAK', 'UTM-LEAK', 'frag-LEAK', 'FBCLID-LEAK', 'FETCH-LEAK', 'XHR-LEAK']
const leakyQuery = '?email_user_id=victim%40example.de&gclid=GCLID-LEAK&utm_content=UTM-LEAK#frag-LEAK'

test('production: no URL reaches Sentry with its query string or fragment', async ({ page }) => {
  await withWorkingSite(async (site, receiver) => {
    await page.goto(`${site}/casino-boni/${leakyQuery}`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const thrown = (text: string) =>
      page.evaluate((message) => {
        setTimeout(() => {
          throw new Error(`${message} at ${window.location.href}`)
        })
      }, text)
    // Sentry is up once an error of the page arrives.
    await expect
      .poll(async () => {
        await thrown('Up')
        return receiver.events.some((event) => message(event)?.startsWith('Up at'))
      })
      .toBe(true)
    // A navigation, a fetch and an XHR whose URLs carry queries, then an error naming the URL.
    await page.evaluate(async () => {
      history.pushState(null, '', '/casino-boni/?fbclid=FBCLID-LEAK#frag-LEAK')
      await fetch('/api/nothing-here/?token=FETCH-LEAK').catch(() => undefined)
      await new Promise((resolve) => {
        const xhr = new XMLHttpRequest()
        xhr.open('GET', '/api/nothing-here/?token=XHR-LEAK')
        xhr.onloadend = resolve
        xhr.send()
      })
    })
    await thrown('Broke')
    await expect.poll(() => receiver.events.find((event) => message(event)?.startsWith('Broke at'))).toBeTruthy()
    const broke = receiver.events.find((event) => message(event)?.startsWith('Broke at'))
    expect(message(broke ?? {})).toBe(`Broke at ${site}/casino-boni/`)
    // The breadcrumbs were there to leak: they arrived, cut.
    expect(JSON.stringify(broke)).toContain('/api/nothing-here/')
    const sent = receiver.envelopes.join('\n')
    for (const leak of leaks) expect(sent).not.toContain(leak)
    expect(sent).not.toMatch(/email_user_id|gclid=|fbclid=|token=/)
  })
})

test('production: a draft preview starts no Sentry and sends nothing', async ({ page }) => {
  await withWorkingSite(async (site, receiver) => {
    const token = encodeURIComponent(previewToken('/casino-boni/'))
    const response = await page.goto(`${site}/casino-boni/?preview=${token}&${leakyQuery.slice(1)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Vorschau: Entwurf, nicht veröffentlicht')).toBeVisible()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // As long as the first case takes to report, and then some: errors keep coming, nothing leaves.
    for (let second = 0; second < 4; second++) {
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('Broke in a preview')
        }),
      )
      await page.waitForTimeout(1000)
    }
    expect(receiver.envelopes).toEqual([])
  })
})
