import { expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { wageringCalculatorExample } from './block.ts'
import { WageringCalculator } from './component.tsx'

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

test('the server renders the example with its result, so it reads without JavaScript', async () => {
  const html = await renderToHtml(<WageringCalculator block={wageringCalculatorExample} context={blockContext} />)
  // 100 € at 100 % up to 100 €, 35x the bonus, at 96 % RTP: 3,500 € turnover, 140 € expected loss.
  expect(text(html)).toContain('Nötiger Umsatz 3.500 €')
  expect(text(html)).toContain('Erwarteter Verlust beim Umsetzen 140 €')
  expect(text(html)).toContain('Erwarteter Wert des Bonus -40 €')
})

test('every input has its label', async () => {
  const html = await renderToHtml(<WageringCalculator block={wageringCalculatorExample} context={blockContext} />)
  const inputIds = [...html.matchAll(/<(?:input|select)[^>]* id="([^"]+)"/g)].map((match) => match[1])
  expect(inputIds).toHaveLength(6)
  for (const id of inputIds) expect(html).toContain(`for="${id}"`)
})
