// Response headers as a browser and a scanner see them: a nonce-based Content-Security-Policy on
// pages whose third-party hosts follow the visitor's consent, the closed policy and the other
// security headers on API answers and files, and pages that load without a single CSP violation.
import { watchViolations } from '../support/csp-violations.ts'
import { allGrantedConsent, expect, test } from '../support/fixtures.ts'
import { stubThirdParties } from '../support/third-party-stubs.ts'

test.use({ answeredConsent: false })

const geolocationDE = encodeURIComponent(JSON.stringify({ 'viewer-country': 'DE' }))
const cookie = (name: string, value: unknown) => `${name}=${encodeURIComponent(JSON.stringify(value))}`

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )

test('pages carry a per-request nonce policy, and every inline script carries the nonce', async ({ page, request }) => {
  const [first, second] = [await request.get('/'), await request.get('/')]
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]
  const nonce = nonceOf(first.headers()['content-security-policy'])
  expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/)
  expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonce)

  const response = await page.goto('/')
  const policy = directives(response?.headers()['content-security-policy'] ?? '')
  const pageNonce = nonceOf(response?.headers()['content-security-policy'])
  expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${pageNonce}'`])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  // Browsers hide the nonce attribute from the DOM; the property keeps it.
  const inlineScripts = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((script) => (script as HTMLScriptElement).nonce),
  )
  expect(inlineScripts.length).toBeGreaterThan(0)
  expect(new Set(inlineScripts)).toEqual(new Set([pageNonce]))
  // The FAQ's JSON-LD on the front page is one of them.
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0)
})

test('every response has the security headers; API answers and files get the closed policy', async ({ request }) => {
  for (const path of ['/', '/api/content/menus?locale=de-DE', '/favicon.svg', '/casino-boni', '/gibt-es-nicht/']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect.soft(headers['x-content-type-options'], path).toBe('nosniff')
    expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect.soft(headers['permissions-policy'], path).toContain('camera=(), microphone=(), geolocation=()')
    // The test server runs the production stage.
    expect.soft(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
    expect.soft(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual(["'none'"])
  }
  const api = await request.get('/api/content/menus?locale=de-DE')
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
})

test('third-party hosts are allowed only for the integrations consent enabled', async ({ request }) => {
  const policyFor = async (cookies: string) =>
    (await request.get('/', { headers: { cookie: cookies } })).headers()['content-security-policy'] ?? ''
  const asked = await policyFor(`geolocation=${geolocationDE}`)
  expect(asked).not.toMatch(/clarity|google/)
  const statisticsOnly = await policyFor(
    `geolocation=${geolocationDE}; ${cookie('consent', { ...allGrantedConsent, marketing: false })}`,
  )
  expect(directives(statisticsOnly).get('script-src')).toEqual(
    expect.arrayContaining(['https://*.clarity.ms', 'https://*.googletagmanager.com']),
  )
  expect(directives(statisticsOnly).get('connect-src')).toContain('https://*.google-analytics.com')
  // The casino site runs no advertising pixel (SPEC section 6), so marketing consent adds no host.
  const everything = await policyFor(`geolocation=${geolocationDE}; ${cookie('consent', allGrantedConsent)}`)
  expect(everything.replace(/'nonce-[^']+'/g, '')).toBe(statisticsOnly.replace(/'nonce-[^']+'/g, ''))
  expect(everything).not.toMatch(/facebook|bing\.com\/bat|tiktok/)
})

test('a visitor who has not answered loads pages, the FAQ and the video with no CSP violation', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'geolocation', value: geolocationDE, url: baseURL }])
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
  )
  const problems = await watchViolations(page)
  await page.goto('/')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.goto('/online-casinos-mit-paypal/')
  // Necessary only: still nothing consented, and the modal is out of the way of the video.
  await page.getByRole('dialog').getByRole('button', { name: 'Nur notwendige Cookies' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page
    .getByRole('button', { name: /^Video abspielen/ })
    .first()
    .click()
  await expect(page.frameLocator('iframe.video-embed__player').locator('p')).toHaveText('player')
  expect(problems).toEqual([])
})

test('a visitor who accepted everything runs the integrations with no CSP violation', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'geolocation', value: geolocationDE, url: baseURL },
    { name: 'consent', value: encodeURIComponent(JSON.stringify(allGrantedConsent)), url: baseURL },
  ])
  await stubThirdParties(page)
  const problems = await watchViolations(page)
  await page.goto('/')
  await expect(page.locator('script[data-integration="clarity"]')).toHaveCount(1)
  await expect(page.locator('script[data-integration="googleAnalytics"]')).toHaveCount(1)
  await expect.poll(async () => (await context.cookies()).map(({ name }) => name)).toContain('_clck')
  expect(problems).toEqual([])
})

test('accepting everything on the page reloads it once under a policy that lets the integrations load', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'geolocation', value: geolocationDE, url: baseURL }])
  await stubThirdParties(page)
  const problems = await watchViolations(page)
  await page.goto('/')
  const reloaded = page.waitForEvent('load')
  await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await reloaded
  await expect(page.locator('script[data-integration="clarity"]')).toHaveCount(1)
  await expect.poll(async () => (await context.cookies()).map(({ name }) => name)).toContain('_ga')
  expect(problems).toEqual([])
})
