import { expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { richTextExample } from './block.ts'
import { RichText } from './component.tsx'

test('renders the (server-sanitised) HTML inside .prose', async () => {
  const html = await renderToHtml(<RichText block={richTextExample} context={blockContext} />)
  expect(html).toBe(`<div class="prose">${richTextExample.html}</div>`)
})
