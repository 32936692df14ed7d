import { expect, test } from 'vitest'
import { blockContext } from '../testing/content-fixtures.ts'
import { renderToHtml } from '../testing/render-to-html.tsx'
import { RichText } from './component.tsx'
import { richTextExample } from './schema.ts'

test('renders the (server-sanitised) HTML inside .prose', async () => {
  const html = await renderToHtml(<RichText block={richTextExample} context={blockContext} />)
  expect(html).toBe(`<div class="prose">${richTextExample.html}</div>`)
})
