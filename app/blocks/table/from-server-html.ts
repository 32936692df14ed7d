import type { TableBlock } from './schema.ts'

const texts = (cells: Iterable<Element>) => [...cells].map((cell) => cell.textContent ?? '')

export function tableFromServerHtml(wrapper: Element): Pick<TableBlock, 'caption' | 'columns' | 'rows'> {
  return {
    caption: wrapper.querySelector('caption')?.textContent ?? '',
    columns: texts(wrapper.querySelectorAll('thead th')),
    rows: [...wrapper.querySelectorAll('tbody tr')].map((row) => texts(row.querySelectorAll('td'))),
  }
}
