// Live preview: the CMS's pane (a page on another local origin, standing in for Payload's admin)
// frames the site's signed draft preview; the editor changes the draft, the pane posts Payload's
// "document saved" message, and the framed page shows the change without a reload. The site reads
// an external CMS (the stand-in of tests/support/site-process.ts), whose draft the test edits.
// The framing is the site's Content-Security-Policy at work: only the CMS origin may frame, and
// only a preview. Payload's side of the messages: @payloadcms/live-preview 3.90 (ready(),
// isDocumentEvent()) and its admin's LivePreviewWindow, which posts { type: 'payload-document-event' }.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { visualEditingTexts } from '../../app/contracts/visual-editing-texts.ts'
import { firstLoad } from '../support/first-load.ts'
import { e2ePreviewSecret, previewUrl } from '../support/preview-link.ts'
import { listen, type SiteProcess, startCms, startSite } from '../support/site-process.ts'
import { clickQuestion } from '../support/visual-editing.ts'

const path = '/casino-boni/'
const liveHeading = 'Live im Entwurf: Casino Boni neu gedacht'

let cms: Awaited<ReturnType<typeof startCms>>
let site: SiteProcess
let cmsPane: Awaited<ReturnType<typeof listen>>
let stranger: Awaited<ReturnType<typeof listen>>

/** A page that frames ?src= and keeps every message it receives, as Payload's admin pane does. */
const framingPage = (src: string) => `<!doctype html>
<html><head><title>CMS</title></head><body>
<iframe id="preview" src="${src.replaceAll('"', '&quot;')}" width="1200" height="800"></iframe>
<script>
  window.received = []
  addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }))
  document.getElementById('preview').addEventListener('load', () => (window.frameLoaded = true))
  window.documentSaved = (origin) =>
    document.getElementById('preview').contentWindow.postMessage({ type: 'payload-document-event' }, origin)
  window.postToPreview = (message, origin) =>
    document.getElementById('preview').contentWindow.postMessage(message, origin)
</script>
</body></html>`

const framingServer = () =>
  listen((request, response) => {
    const src = new URL(request.url ?? '/', 'http://pane.invalid').searchParams.get('src') ?? ''
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(framingPage(src))
  })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  cms = await startCms()
  cmsPane = await framingServer()
  stranger = await framingServer()
  site = await startSite({
    CONTENT_API_URL: cms.url,
    PREVIEW_SECRET: e2ePreviewSecret,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPane.port}`,
  })
})

test.afterAll(async () => {
  site?.stop()
  await cms?.close()
  await cmsPane?.close()
  await stranger?.close()
})

const framed = (pane: { port: number }, src: string) => `http://127.0.0.1:${pane.port}/?src=${encodeURIComponent(src)}`

type Received = { origin: string; data: unknown }[]

/** Where Chromium puts a frame it refused to show (its "127.0.0.1 is blocked" page). */
const blockedFrame = 'chrome-error://chromewebdata/'
const frameUrls = (page: Page) =>
  page
    .frames()
    .slice(1)
    .map((frame) => frame.url())

test("the CMS pane's document-saved message shows the changed draft in the framed preview, without a reload", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
  await page.goto(framed(cmsPane, `${site.url}${previewUrl(path)}`))
  const preview = page.frameLocator('#preview')
  await preview.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // Payload's listener comes in a chunk of its own (public pages never load it: the last test).
  await expect.poll(() => scripts.some((script) => /^\/assets\/live-preview-listener-.*\.js$/.test(script))).toBe(true)
  const published = await preview.locator('h1').textContent()
  expect(published).toBeTruthy()
  // The listener announces itself to the pane, as Payload's admin waits for before it posts.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: Received }).received))
    .toContainEqual({ origin: site.url, data: { type: 'payload-live-preview', ready: true } })
  // Its refresh on mount lands first: the change below must come from the document-saved message.
  await page.waitForLoadState('networkidle')
  const frame = page.frames().find((candidate) => candidate.url().startsWith(site.url))
  if (!frame) throw new Error('the preview is framed')
  await frame.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })

  cms.edit((url, data) =>
    url.pathname.endsWith('/content/pages') &&
    url.searchParams.get('path') === path &&
    url.searchParams.get('draft') === '1'
      ? {
          ...(data as { blocks: { heading?: string }[] }),
          blocks: (data as { blocks: { heading?: string }[] }).blocks.map((block, index) =>
            index === 0 ? { ...block, heading: liveHeading } : block,
          ),
        }
      : data,
  )
  // Not before the editor saves: the preview holds what it has.
  await page.waitForTimeout(300)
  await expect(preview.locator('h1')).toHaveText(published ?? '')

  await page.evaluate(
    (origin) => (window as unknown as { documentSaved: (o: string) => void }).documentSaved(origin),
    site.url,
  )
  await expect(preview.locator('h1')).toHaveText(liveHeading)
  expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // The draft is the editor's alone: the public page is the published one.
  const publicHtml = await (await fetch(`${site.url}${path}`)).text()
  expect(publicHtml).not.toContain(liveHeading)
})

/** Opens the draft preview in the CMS pane, once it is hydrated and has told the pane `message`. */
async function openFramedPreview(
  page: Page,
  message: unknown,
  draft: Parameters<typeof cms.edit>[0] = (_, data) => data,
) {
  cms.edit(draft)
  await page.goto(framed(cmsPane, `${site.url}${previewUrl(path)}`))
  const preview = page.frameLocator('#preview')
  await preview.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: Received }).received))
    .toContainEqual({ origin: site.url, data: message })
  return preview
}

test('a message from any other origin refreshes nothing', async ({ page }) => {
  // Payload's listener refreshes once when it mounts (after its ready message): let that refresh
  // land before the draft changes, or it would show the change, not the stranger's message.
  const preview = await openFramedPreview(page, { type: 'payload-live-preview', ready: true })
  await page.waitForLoadState('networkidle')
  const before = await preview.locator('h1').textContent()
  const frame = page.frames().find((candidate) => candidate.url().startsWith(site.url))
  if (!frame) throw new Error('the preview is framed')
  cms.edit((url, data) =>
    url.pathname.endsWith('/content/pages') && url.searchParams.get('draft') === '1'
      ? { ...(data as object), blocks: [] }
      : data,
  )
  // The site itself (any script on its origin) posting the event is not the CMS.
  await frame.evaluate(() => window.postMessage({ type: 'payload-document-event' }, '*'))
  await page.waitForTimeout(500)
  await expect(preview.locator('h1')).toHaveText(before ?? '')
  cms.edit((_, data) => data)
})

test('only the CMS may frame, and only a preview; public pages load no live-preview code', async ({ page }) => {
  const loaded = (name: string) =>
    page
      .waitForFunction(() => (window as unknown as { frameLoaded?: boolean }).frameLoaded === true, undefined, {
        timeout: 10_000,
      })
      .then(() => name)
  // Another origin framing the preview: refused by the browser.
  await page.goto(framed(stranger, `${site.url}${previewUrl(path)}`))
  await loaded('stranger')
  expect(frameUrls(page)).toEqual([blockedFrame])
  // The CMS framing a public page: refused too.
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
  await page.goto(framed(cmsPane, `${site.url}${path}`))
  await loaded('public')
  expect(frameUrls(page)).toEqual([blockedFrame])
  // Visited directly, the public page loads none of Payload's library.
  await page.goto(`${site.url}${path}`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForTimeout(300)
  expect(scripts.filter((script) => script.includes('live-preview'))).toEqual([])
})

/** The build's chunks of visual editing (app/preview/visual-editing/), which only framed previews load. */
const assetsDir = 'dist/client/assets'
const visualEditingChunks = readdirSync(assetsDir).filter((name) => name.startsWith('visual-editing-'))

type Blocks = { blocks: { blockType: string }[] }

/**
 * The draft page as a CMS's verified draft read names its blocks (what cms-source.server.ts adds):
 * row-<index> at blocks.<index>.
 */
const draftWithRows: Parameters<typeof cms.edit>[0] = (url, data) =>
  url.pathname.endsWith('/content/pages') && url.searchParams.get('draft') === '1'
    ? {
        ...(data as Blocks),
        blocks: (data as Blocks).blocks.map((block, index) => ({
          ...block,
          editor: {
            id: `row-${index}`,
            path: `blocks.${index}`,
            document: 'pages/7',
            label: { de: `${block.blockType} (de)`, en: block.blockType },
          },
        })),
      }
    : data

/** What the CMS form tells the pane: these blocks (rows, as the form holds them), in English (as cms/src/visual-editing/ sends it). */
const formMessage = (blocks: { id: string; path: string; blockType: string }[]) => ({
  type: 'visual-editing',
  kind: 'blocks',
  blocks: blocks.map((block) => ({ ...block, label: block.blockType })),
  insertable: [],
  texts: visualEditingTexts.en,
  canUndo: false,
})

test("the framed preview outlines the blocks the CMS form names, by their rows, and only the CMS's", async ({
  page,
}) => {
  // The overlay asks the form for its blocks, at the CMS origin only.
  const preview = await openFramedPreview(page, { type: 'visual-editing', kind: 'ready' }, draftWithRows)
  const blocks = await preview.locator('.block[data-block-type]').evaluateAll((elements) =>
    elements.map((element, index) => ({
      id: `row-${index}`,
      path: `blocks.${index}`,
      blockType: element.getAttribute('data-block-type') ?? '',
    })),
  )
  expect(blocks.length).toBeGreaterThan(2)
  const post = (message: unknown, origin: string) =>
    page.evaluate(
      ([message, origin]) =>
        (window as unknown as { postToPreview: (m: unknown, o: string) => void }).postToPreview(message, origin),
      [message, origin] as const,
    )
  const outlines = preview.getByRole('button', { name: /^Edit: / })
  // The same message from a page the CMS did not serve outlines nothing.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(site.url))
  await frame?.evaluate((message) => window.postMessage(message, '*'), formMessage(blocks))
  await page.waitForTimeout(300)
  await expect(outlines).toHaveCount(0)
  // The form's blocks, as the page shows them: each has its outline, a button named for it.
  await post(formMessage(blocks), site.url)
  await expect(outlines).toHaveCount(blocks.length)
  await expect(outlines.first()).toHaveAccessibleName(`Edit: ${blocks[0]?.blockType}`)
  // The form moved the second block up and added one after it, not saved yet: those rows are not
  // where the pane's draft has them, so they have no outline rather than a wrong one; the rest keep theirs.
  const [first, second, ...rest] = blocks
  if (!first || !second) throw new Error('the page has blocks')
  const changed = [
    { ...second, path: 'blocks.0' },
    { ...first, path: 'blocks.1' },
    { id: 'row-new', path: 'blocks.2', blockType: 'faq' },
    ...rest.map((block, index) => ({ ...block, path: `blocks.${index + 3}` })),
  ]
  await post(formMessage(changed), site.url)
  await expect(outlines).toHaveCount(0)
  await post(
    formMessage([second, first, ...rest].map((block, index) => ({ ...block, path: `blocks.${index}` }))),
    site.url,
  )
  await expect(outlines).toHaveCount(rest.length)
  await expect(outlines.first()).toHaveAccessibleName(`Edit: ${rest[0]?.blockType}`)
})

test('a signed preview link in a tab of its own outlines its blocks, and a click opens the block in the admin', async ({
  page,
}) => {
  cms.edit(draftWithRows)
  await page.goto(`${site.url}${previewUrl(path)}`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const faq = await page
    .locator('.block[data-block-type]')
    .evaluateAll((elements) => elements.findIndex((element) => element.getAttribute('data-block-type') === 'faq'))
  expect(faq).toBeGreaterThan(0)
  // Named in the browser's language (English here), with no controls to arrange: only the form could.
  const outline = page.getByRole('button', { name: 'Edit: faq', exact: true })
  await expect(outline).toBeAttached()
  await expect(page.getByRole('group', { name: /Arrange block/ })).toHaveCount(0)
  await outline.hover({ position: { x: 40, y: 8 } })
  await expect(page.locator('.visual-editing__label', { hasText: /^faq$/ })).toBeVisible()
  // A click on the third question: the admin's edit view of the page, told to open that question.
  const opened = page.context().waitForEvent('page')
  await clickQuestion(page, 2)
  const admin = await opened
  expect(admin.url()).toBe(`http://127.0.0.1:${cmsPane.port}/admin/collections/pages/7?block=row-${faq}&item=items.2`)
  await admin.close()
  cms.edit((_, data) => data)
})

test("visitors never load visual editing: a public page's HTML and first-load scripts hold none of it", async ({
  page,
}) => {
  // It is built in: its chunk is there, and a framed preview loads it.
  expect(visualEditingChunks.filter((name) => name.endsWith('.js'))).toHaveLength(1)
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
  await page.goto(framed(cmsPane, `${site.url}${previewUrl(path)}`))
  await expect.poll(() => loaded.filter((asset) => asset.includes('/visual-editing-'))).not.toEqual([])
  // A visitor's page: no trace in its HTML (no editor attribute, no link to the chunks) ...
  const html = await (await fetch(`${site.url}${path}`)).text()
  expect(html).not.toContain('visual-editing')
  expect(html).not.toMatch(/data-(editor|visual)/)
  // ... nor in the scripts it loads until it is interactive, nor anything it loads later.
  const publicPage = await page.context().newPage()
  const later: string[] = []
  publicPage.on('request', (request) => later.push(new URL(request.url()).pathname))
  const { js, css } = await firstLoad(publicPage, `${site.url}${path}`)
  expect([...js.keys(), ...css.keys()].filter((asset) => asset.includes('visual-editing'))).toEqual([])
  const carrying = [...js.keys()].filter((asset) =>
    readFileSync(join(assetsDir, asset.replace('/assets/', '')), 'utf8').includes('visual-editing'),
  )
  expect(carrying).toEqual([])
  await publicPage.waitForTimeout(300)
  expect(later.filter((asset) => asset.includes('visual-editing'))).toEqual([])
})
