import { describe, expect, test } from 'vitest'
import { blockContext, components, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { PageLayout } from './page-layout.tsx'

const render = () =>
  renderToHtml(
    <PageLayout website={blockContext.website} locale={blockContext.locale}>
      <main id="main">Inhalt</main>
    </PageLayout>,
    seedContent(createTestQueryClient()),
  )

describe('SiteHeader', () => {
  test('starts with a skip link to the main content, then the logo linking home', async () => {
    const html = await render()
    expect(html).toMatch(/^<header class="site-header"><a class="skip-link" href="#main">Zum Inhalt springen<\/a>/)
    expect(html).toMatch(/<a class="site-logo[^"]*" href="\/"[^>]*>.*CasinoKompass<\/a>/)
  })

  test('the header menu: a collapsed menu button, links, and a submenu disclosure', async () => {
    const html = await render()
    expect(html).toMatch(
      /<nav class="main-nav" aria-label="Hauptmenü"><button type="button" class="main-nav__toggle" aria-expanded="false" aria-controls="([^"]+)">/,
    )
    expect(html).toMatch(
      /<button type="button" class="main-nav__submenu-toggle" aria-expanded="false" aria-controls="[^"]+" aria-label="Untermenü Zahlungsmethoden">/,
    )
    expect(html).toContain('href="/zahlungsmethoden/"')
    expect(html).toContain('href="/online-casinos-mit-paypal/"')
  })
})

describe('SiteFooter', () => {
  test('footer and legal menus, the footer texts and the responsible-gambling line', async () => {
    const html = await render()
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer).toContain(components.footer.about)
    expect(footer).toContain(components.footer.copyright)
    expect(footer).toContain('href="/casino-boni/"')
    expect(footer).toContain('href="/privacy-policy/"')
    expect(footer).toContain('href="tel:+498001372700"')
    expect(footer).toContain('check-dein-spiel.de')
  })
})
