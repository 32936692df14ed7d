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
  // The hosts of the site's integrations (GA4, Clarity) too: a grant starts them in place.
  expect(policy.get('script-src')).toEqual([
    "'self'",
    `'nonce-${pageNonce}'`,
    'https://*.clarity.ms',
    'https://*.googletagmanager.com',
  ])
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

test("the policy allows the site's integrations whatever the consent, the same for every visitor", async ({
  request,
}) => {
  const policyFor = async (cookies: string) =>
    (await request.get('/', { headers: { cookie: cookies } })).headers()['content-security-policy'] ?? ''
  const withoutNonce = (policy: string) => policy.replace(/'nonce-[^']+'/g, '')
  const asked = await policyFor(`geolocation=${geolocationDE}`)
  expect(directives(asked).get('script-src')).toEqual(
    expect.arrayContaining(['https://*.clarity.ms', 'https://*.googletagmanager.com']),
  )
  expect(directives(asked).get('connect-src')).toContain('https://*.google-analytics.com')
  const everything = await policyFor(`geolocation=${geolocationDE}; ${cookie('consent', allGrantedConsent)}`)
  expect(withoutNonce(everything)).toBe(withoutNonce(asked))
  // The casino site runs no advertising pixel (SPEC section 6): no pixel host, whatever the consent.
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

test('accepting everything starts the integrations on the page, with no reload and no CSP violation', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'geolocation', value: geolocationDE, url: baseURL }])
  await stubThirdParties(page)
  const problems = await watchViolations(page)
  await page.goto('/')
  let loads = 0
  page.on('load', () => loads++)
  await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect(page.locator('script[data-integration="clarity"]')).toHaveCount(1)
  await expect.poll(async () => (await context.cookies()).map(({ name }) => name)).toContain('_ga')
  expect(loads).toBe(0)
  expect(problems).toEqual([])
})
