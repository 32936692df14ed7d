// The server renders a page to a string (docs/decisions/100-render-to-string.md): whatever the page
// shows must be there before React starts, chunks of code included, or React leaves that part to
// the browser (a Suspense boundary rendered as its fallback, marked `<!--$!-->`) or, outside any
// boundary, fails the page. So a server that has just started, asked for every kind of page at
// once before any warm-up, answers each whole: one page of every page type in the route table, the
// pages whose blocks load in chunks of their own (the comparison, the legal notice, the cookie
// policy), and a casino's review (an entry page, whose templates are a chunk of their own), each
// for a visitor the consent dialog asks (its code is a chunk of its own too).
import { afterEach, expect, test } from 'vitest'
import { websiteById } from '../../app/site/website.ts'
import { germanCasinoSiteId } from '../../app.config.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'

const website = websiteById(germanCasinoSiteId)
/** React's marker of a Suspense boundary the server did not render, left to the browser. */
const leftToTheBrowser = '<!--$!-->'

const onePagePerType = [...new Map(website.routes.map((route) => [route.meta.pageType, route.path])).values()]
const paths = [
  ...new Set([
    '/',
    ...onePagePerType,
    '/casino-vergleich/?ids=nordlicht-casino%2Cspielwerk24',
    '/impressum/',
    '/privacy-policy/',
    '/casinos/nordlicht-casino/',
  ]),
]

let server: ProductionServer | undefined
afterEach(async () => {
  await server?.stop()
})

test('a server just started renders every kind of page whole, on its first request', async () => {
  server = await startProductionServer({ stderr: 'pipe', env: { PAGE_CACHE_SECONDS: '0' } })
  const url = server.url
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${url}${path}`)
      return { path, status: response.status, html: await response.text() }
    }),
  )
  for (const { path, status, html } of answers) {
    expect(status, path).toBe(200)
    expect(html.includes(leftToTheBrowser), `${path} left a part to the browser`).toBe(false)
  }
  expect(answers.find(({ path }) => path === '/')?.html).toContain('data-consent-dialog')
}, 60_000)
