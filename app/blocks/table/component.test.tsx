import { expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { tableExample } from './block.ts'
import { Table } from './component.tsx'

test('a captioned table with column headers, in a focusable, labelled scroll region', async () => {
  const html = await renderToHtml(<Table block={tableExample} context={blockContext} />)
  expect(html).toContain(
    '<section class="table-scroll" aria-label="Auszahlungsdauer nach Zahlungsmethode" tabindex="0">',
  )
  expect(html).toContain('<caption>Auszahlungsdauer nach Zahlungsmethode</caption>')
  expect(html.match(/<th scope="col">/g)).toHaveLength(3)
  expect(html.match(/<tr>/g)).toHaveLength(3)
  expect(html).toContain('<td>1-24 Stunden</td>')
})
