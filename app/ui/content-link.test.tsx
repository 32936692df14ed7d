import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { describe, expect, test } from 'vitest'
import { renderToHtml } from '../../tests/support/render-to-html.tsx'
import { ContentLink, ServerSiteLink } from './content-link.tsx'

describe('ContentLink', () => {
  test('a site path becomes a router link; only the current page is marked as current', async () => {
    const html = await renderToHtml(
      <>
        <ContentLink href="/">Start</ContentLink>
        <ContentLink href="/casino-boni/#faq">FAQ</ContentLink>
      </>,
    )
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*aria-current="page"[^>]*>Start<\/a>/)
    expect(html).toMatch(/<a href="\/casino-boni\/#faq">FAQ<\/a>/)
  })

  test('an https URL leaves the site in a new tab, sponsored only when asked', async () => {
    const html = await renderToHtml(
      <>
        <ContentLink href="https://example.org/">Plain</ContentLink>
        <ContentLink href="https://casino.example/" sponsored>
          Casino
        </ContentLink>
      </>,
    )
    expect(html).toContain('<a href="https://example.org/" target="_blank" rel="noopener">Plain</a>')
    expect(html).toContain(
      '<a href="https://casino.example/" target="_blank" rel="sponsored nofollow noopener">Casino</a>',
    )
  })

  test("the server's anchor for a site path is the router link's own markup, on any page", async () => {
    const pages = ['/', '/casino-boni/', '/casino-boni/?sort=rating', '/casino-boni/#faq', '/casinos/a/']
    const targets = ['/', '/casino-boni/', '/casino-boni', '/casino-boni/#faq', '/casinos/a/']
    const links = (render: (to: string, hash: string | undefined, className?: string) => ReactElement) => (
      <>
        {targets.flatMap((target) => {
          const [to = '/', hash] = target.split('#')
          return [render(to, hash), render(to, hash, 'nav__link')]
        })}
      </>
    )
    for (const page of pages) {
      const fromRouter = await renderToHtml(
        links((to, hash, className) => (
          <Link key={`${to}${className}`} to={to} hash={hash} className={className} activeOptions={{ exact: true }}>
            {to}
          </Link>
        )),
        undefined,
        undefined,
        page,
      )
      const fromServer = await renderToHtml(
        links((to, hash, className) => (
          <ServerSiteLink key={`${to}${className}`} to={to} hash={hash} className={className}>
            {to}
          </ServerSiteLink>
        )),
        undefined,
        undefined,
        page,
      )
      expect(fromServer, page).toBe(fromRouter)
    }
  })
})
