// The production server's page cache (server/page-cache, decision 009), over real HTTP and in
// Chromium: answers from the cache (they carry Age) never replay a nonce, their policy and HTML
// agree on the fresh one so the page's scripts run and it hydrates; draft previews never come from
// the cache; a visitor's consent cookie gets its own page, never the cookieless one.
import { watchViolations } from '../support/csp-violations.ts'
import { allGrantedConsent, expect, test } from '../support/fixtures.ts'
import { previewUrl } from '../support/preview-link.ts'

const policyNonce = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
/** Every nonce the HTML holds: attributes and the router's <meta property="csp-nonce">. */
const htmlNonces = (html: string) =>
  new Set([...html.matchAll(/nonce="([^"]+)"|property="csp-nonce" content="([^"]+)"/g)].map((m) => m[1] ?? m[2]))

test('cached answers of / each carry a fresh nonce, the same in the policy and the HTML', async ({ request }) => {
  const answers = []
  for (let round = 0; round < 3; round++) {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    answers.push({ headers: response.headers(), html: await response.text() })
  }
  // The page was rendered at most once in this test; the later answers come from the cache.
  expect(answers.at(-1)?.headers.age).toMatch(/^\d+$/)
  const nonces = answers.map(({ headers }) => policyNonce(headers['content-security-policy']))
  expect(new Set(nonces).size).toBe(3)
  for (const [index, { html }] of answers.entries()) {
    expect(htmlNonces(html)).toEqual(new Set([nonces[index]]))
    for (const other of nonces.filter((_, i) => i !== index)) expect(html).not.toContain(other)
  }
})

test('a page from the cache runs its scripts: it hydrates without a CSP violation', async ({ page }) => {
  const problems = await watchViolations(page)
  const first = await page.goto('/')
  const second = await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(second?.headers().age).toMatch(/^\d+$/)
  expect(policyNonce(second?.headers()['content-security-policy'])).not.toBe(
    policyNonce(first?.headers()['content-security-policy']),
  )
  const inlineNonces = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((script) => (script as HTMLScriptElement).nonce),
  )
  expect(new Set(inlineNonces)).toEqual(new Set([policyNonce(second?.headers()['content-security-policy'])]))
  expect(problems).toEqual([])
})

test('a draft preview never comes from the cache, and the cached page never shows the draft', async ({ request }) => {
  const path = '/neue-casinos/'
  const preview = previewUrl(path)
  const published = 'Neue Online Casinos mit deutscher Lizenz'
  const draft = 'Neue Online Casinos im Dezember 2026'
  await request.get(path)
  for (let round = 0; round < 2; round++) {
    const answer = await request.get(preview)
    expect(answer.headers().age).toBeUndefined()
    expect(answer.headers()['cache-control']).toBe('no-store')
    expect(await answer.text()).toContain(draft)
  }
  const visitor = await request.get(path)
  expect(visitor.headers().age).toMatch(/^\d+$/)
  const html = await visitor.text()
  expect(html).toContain(published)
  expect(html).not.toContain(draft)
})

test('a visitor with a consent cookie gets the page of their consent class, never their record', async ({
  request,
}) => {
  const cookieless = [await request.get('/casino-boni/'), await request.get('/casino-boni/')]
  expect(cookieless[1]?.headers().age).toMatch(/^\d+$/)
  // Asked on arrival: the modal is in the server's HTML.
  expect(await cookieless[1]?.text()).toContain('role="dialog"')

  const consent = `consent=${encodeURIComponent(JSON.stringify(allGrantedConsent))}`
  const answered = await request.get('/casino-boni/', { headers: { cookie: `_ga=GA1.1.42; ${consent}` } })
  const html = await answered.text()
  expect(html).not.toContain('role="dialog"')
  expect(html).not.toContain(allGrantedConsent.id)
  expect(html).not.toContain(allGrantedConsent.givenAt)
  // Another visitor of the same class, with their own record and cookies the render does not
  // read, is answered from the same page.
  const another = {
    ...allGrantedConsent,
    id: '3f1e2d4c-5b6a-4789-8abc-def012345678',
    givenAt: '2026-12-24T18:00:00.000Z',
  }
  const again = await request.get('/casino-boni/', {
    headers: { cookie: `consent=${encodeURIComponent(JSON.stringify(another))}; uniqueUserId=u-2` },
  })
  expect(again.headers().age).toMatch(/^\d+$/)
  expect(await again.text()).not.toContain(another.id)
})
