// Every error page names itself in the document's <title>: no route's head() runs for an error.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ErrorPage } from './error-page.tsx'

function renderDocument(statusCode?: number): string {
  i18n.loadAndActivate({ locale: 'de-DE', messages: {} })
  return renderToString(
    <html lang="de-DE">
      <head />
      <body>
        <I18nProvider i18n={i18n}>
          <ErrorPage statusCode={statusCode} />
        </I18nProvider>
      </body>
    </html>,
  )
}

const titleInHead = (html: string) => /<head>.*?<title>([^<]*)<\/title>.*?<\/head>/s.exec(html)?.[1]

describe('the error page title', () => {
  test.each([
    [404, 'Page Not Found'],
    [503, 'Service Unavailable'],
    [500, 'Internal Server Error'],
    [502, 'Internal Server Error'],
    [undefined, 'Internal Server Error'],
  ])('status %s is titled %s, in the head, once', (statusCode, title) => {
    const html = renderDocument(statusCode)
    expect(titleInHead(html)).toBe(title)
    expect(html.match(/<title>/g)).toHaveLength(1)
  })
})
