import type { BlockComponentProps } from '../define-block.ts'
import type { TableBlock } from './schema.ts'

// Rows, cells and columns are static content without an identity of their own: their place is their key.
export function Table({ block }: BlockComponentProps<TableBlock>) {
  return (
    // A wide table scrolls inside its own focusable region, so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section className="table-scroll" aria-label={block.caption} tabIndex={0}>
      <table className="data-table">
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column, columnIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th key={columnIndex} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
