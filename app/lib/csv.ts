// CSV as the product writes it, for people who open it in a spreadsheet: every export goes through
// here. A text cell beginning with =, +, -, @, a tab or a carriage return is a formula to Excel,
// LibreOffice and Google Sheets, and a subid, a page path or a product name comes from visitors and
// editors: such a cell gets a leading apostrophe (OWASP's advice), which the spreadsheet shows as
// text. Numbers stay numbers, negative ones included. A cell holding a comma, a quote or a line
// break is quoted.

export type CsvCell = string | number | null | undefined

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[",\r\n]/

/** One cell: a number as it is, empty for nothing, text neutralised and quoted as needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = formulaStart.test(value) ? `'${value}` : value
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows, the first of them the header, as CSV text (lines end in \n). */
export const csvOf = (rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\n')
