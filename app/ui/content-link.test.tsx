import { describe, expect, test } from 'vitest'
import { renderToHtml } from '../../tests/support/render-to-html.tsx'
import { ContentLink } from './content-link.tsx'

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
})
