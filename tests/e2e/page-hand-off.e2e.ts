// The page's query data crosses to the browser through TanStack's SSR query integration
// (app/router.tsx, app/routing/page-queries.ts; docs/decisions/070): the page must hydrate without
// fetching it and cleanly, and render its static blocks (rich text, FAQ, table) the same again from
// the hydrated cache when a visitor navigates back to it.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

const staticBlocks =
  '.block[data-block-type="richText"], .block[data-block-type="faq"], .block[data-block-type="table"]'

/**
 * The static blocks' markup as the browser has it, less what differs between a hydrated and a
 * client-rendered page by design: scripts (a JSON-LD's nonce is hidden from the DOM), Suspense's
 * comment markers and React's generated ids.
 */
const staticBlocksHtml = (page: Page) =>
  page.locator(staticBlocks).evaluateAll((wrappers) =>
    wrappers.map((wrapper) => {
      const copy = wrapper.cloneNode(true) as Element
      for (const script of copy.querySelectorAll('script')) script.remove()
      const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT)
      const found: Node[] = []
      while (comments.nextNode()) found.push(comments.currentNode)
      for (const comment of found) comment.parentNode?.removeChild(comment)
      return copy.innerHTML.replace(/_r_[0-9a-z]+_/gi, 'react-id')
    }),
  )

/** The page reads of the content API this page makes from now on (the path each asked for). */
function pageFetches(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/content/pages') paths.push(url.searchParams.get('path') ?? '')
  })
  return paths
}

/** What the page logs as errors or throws: a hydration mismatch shows up here. */
function errors(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(error.message))
  return seen
}

test('the page hands its query data to the browser, which hydrates without a fetch or an error', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  // TanStack's SSR query integration carries the page's queries (app/routing/page-queries.ts).
  const payload = html.match(/\$_TSR\.router=[\s\S]*?<\/script>/)?.[0] ?? ''
  expect(payload).toContain('queryHash:')
  // An FAQ question and a table cell of `/`: in the HTML, and in the page's data the browser hydrates with.
  for (const text of ['Warum darf ich nur 1 Euro pro Spin setzen?', 'OASIS-Sperrdatei und Panikknopf']) {
    expect(html).toContain(text)
    expect(payload).toContain(text)
  }

  const fetches = pageFetches(page)
  const logged = errors(page)
  await page.goto('/')
  expect(await page.locator(staticBlocks).count()).toBe(3)
  expect(fetches).toEqual([])
  expect(logged).toEqual([])
})

test('navigating back renders the static blocks again from the hydrated cache, unchanged', async ({
  page,
  baseURL,
}) => {
  const fetches = pageFetches(page)
  const logged = errors(page)
  await page.goto('/')
  const hydrated = await staticBlocksHtml(page)
  await page.locator('aside').getByRole('link', { name: 'PayPal', exact: true }).click()
  await expect(page).toHaveURL(/\/online-casinos-mit-paypal\/$/)
  await page.goBack()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.locator(staticBlocks)).toHaveCount(3)
  expect(await staticBlocksHtml(page)).toEqual(hydrated)
  // `/` came from the cache both times; only the page navigated to was fetched.
  expect(fetches).toEqual(['/online-casinos-mit-paypal/'])
  expect(logged).toEqual([])
})
