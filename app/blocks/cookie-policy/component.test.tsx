import { expect, test } from 'vitest'
import { blockContext, locale, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import { contentQueries } from '../../api/content/client.ts'
import type { CookieCategory, WebsiteCookieProvider } from '../../contracts/content/schemas.ts'
import { cookiePolicyExample } from './block.ts'
import { cookiePolicyView } from './view.ts'

const categories: CookieCategory[] = [
  { id: 'necessary', name: 'Necessary', description: 'Required for the site to work.' },
  { id: 'marketing', name: 'Marketing', description: 'Advertising partners.' },
  { id: 'statistics', name: 'Statistics', description: 'Aggregated use.' },
  { id: 'preferences', name: 'Preferences', description: 'Remembered choices.' },
]
const providers: WebsiteCookieProvider[] = [
  {
    id: 'internal-necessary',
    category: 'necessary',
    providerName: 'Internal',
    url: 'internal',
    cookies: [{ name: 'consent', description: 'Ihre Auswahl.', expiration: '1 Jahr', type: 'HTTP', enabled: true }],
  },
]

test('a table per category: own cookies, each integration with provider, purpose and cookies', async () => {
  const queryClient = seedContent(createTestQueryClient())
  queryClient.setQueryData(contentQueries.cookieCategories().queryKey, categories)
  queryClient.setQueryData(contentQueries.websiteCookies(locale).queryKey, providers)
  await cookiePolicyView.preload?.()
  const html = await renderBlockToHtml(cookiePolicyView, cookiePolicyExample, blockContext, queryClient)
  expect(html).toContain('Eingesetzte Cookies und Dienste')
  // The categories' English descriptions say so.
  expect(html).toContain('<p lang="en-US">Required for the site to work.</p>')
  expect(html).toContain('<caption>Dienste der Kategorie Necessary</caption>')
  expect(html).toContain('<th scope="row">CasinoKompass</th>')
  expect(html).toMatch(/<code>consent<\/code> \(1 Jahr\)(<!-- -->)?: Ihre Auswahl\./)
  expect(html).toContain('Google Analytics 4')
  expect(html).toContain('Google Ireland Limited')
  expect(html).toContain('href="https://policies.google.com/privacy"')
  expect(html).toContain('Werbeerfolgsmessung')
  expect(html).toContain('<code>_ga</code>')
  expect(html).toContain('Microsoft Clarity')
  // Google Analytics is listed with marketing, whose trigger starts it (decision 032).
  expect(html).toMatch(
    /<caption>Dienste der Kategorie Marketing<\/caption>.*Google Analytics 4.*<caption>Dienste der Kategorie Statistics/s,
  )
  // A category with nothing in it says so instead of an empty table; the casino site loads no
  // advertising pixel.
  expect(html).toContain('in dieser Kategorie keine Cookies und keine Dienste')
  expect(html).not.toContain('Meta-Pixel')
})
