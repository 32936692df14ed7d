// The XSS corpus (tests/fixtures/xss/xss-vectors.json) rendered in Chromium through the real
// pipeline: a draft of /freispiele/ holds every vector as a rich text block and as an FAQ answer
// (tests/support/xss-content.ts). Each vector would call window.__xss() or open a dialog if it
// ran. The page must render every vector as inert markup: no call, no dialog, no element or
// attribute that could run code, and not even an attempt the Content-Security-Policy had to stop.

import vectors from '../fixtures/xss/xss-vectors.json' with { type: 'json' }
import { watchViolations } from '../support/csp-violations.ts'
import { expect, test } from '../support/fixtures.ts'
import { previewUrl } from '../support/preview-link.ts'
import { xssCorpusPath, xssMarker } from '../support/xss-content.ts'

test('every vector of the corpus renders inert', async ({ page }) => {
  const calls: string[] = []
  const dialogs: string[] = []
  await page.exposeFunction('__xss', () => calls.push(page.url()))
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const problems = await watchViolations(page)
  const response = await page.goto(previewUrl(xssCorpusPath))
  expect(response?.status()).toBe(200)

  // Every vector reached the page (its marker is there), rich text and FAQ alike.
  for (const { name } of vectors) await expect(page.getByText(xssMarker(name), { exact: true })).toHaveCount(1)
  await expect(page.locator('.faq__item')).toHaveCount(vectors.length)
  // Open every answer and send every element the events inline handlers wait for (no clicks: a
  // link would navigate away), so handlers that need an interaction get their chance too.
  await page.locator('.faq__item').evaluateAll((items) => {
    for (const item of items) (item as HTMLDetailsElement).open = true
  })
  await page.locator('.prose *').evaluateAll((elements) => {
    for (const element of elements)
      for (const type of ['mouseover', 'pointerenter', 'focus', 'toggle', 'animationstart'])
        element.dispatchEvent(new Event(type))
  })
  await page.waitForLoadState('networkidle')

  const unsafe = await page.locator('.prose').evaluateAll((containers) => {
    const found: string[] = []
    const allowedSchemes = new Set(['http:', 'https:', 'mailto:'])
    for (const element of containers.flatMap((container) => [...container.querySelectorAll('*')])) {
      const tag = element.localName
      if (
        ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form', 'img'].includes(tag)
      )
        found.push(`<${tag}>`)
      if (['svg', 'math', 'template', 'noscript', 'input', 'button', 'video', 'audio'].includes(tag))
        found.push(`<${tag}>`)
      for (const attribute of element.getAttributeNames())
        if (!(tag === 'a' && ['href', 'rel', 'target'].includes(attribute))) found.push(`${attribute} on <${tag}>`)
      if (element instanceof HTMLAnchorElement && element.hasAttribute('href') && !allowedSchemes.has(element.protocol))
        found.push(`href ${element.href}`)
      if (element instanceof HTMLAnchorElement && element.protocol.startsWith('http') && element.host !== location.host)
        if (!element.relList.contains('noopener')) found.push(`foreign link without noopener: ${element.href}`)
    }
    return found
  })
  expect(unsafe).toEqual([])
  expect(calls).toEqual([])
  expect(dialogs).toEqual([])
  expect(problems).toEqual([])
})
