import { describe, expect, test } from 'vitest'
import { csvCell, csvOf } from './csv.ts'

describe('a CSV cell', () => {
  test('text a spreadsheet would run as a formula is shown as text', () => {
    expect(csvCell('=1+2')).toBe("'=1+2")
    expect(csvCell('+49 30')).toBe("'+49 30")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
  })

  test('numbers stay numbers, negative ones too; other text is as it is', () => {
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(0.25)).toBe('0.25')
    expect(csvCell('a=1')).toBe('a=1')
    expect(csvCell('')).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(null)).toBe('')
  })

  test('a comma, a quote or a line break is quoted', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })
})

test('rows are lines of cells', () => {
  expect(
    csvOf([
      ['by', 'n'],
      ['=x', -1],
    ]),
  ).toBe("by,n\n'=x,-1")
})
