// The report's arithmetic and formats, from counts given here (the counting itself, on both
// databases, is tests/integration/leads-report.int.test.ts).
import { describe, expect, test } from 'vitest'
import { formatReport, type ReportCounts, reportOptionsSchema, reportRows } from './report.server.ts'

const byDay: ReportCounts[] = [
  { key: '2026-11-22', impressions: 1, clickOuts: 1, signups: 2 },
  { key: '2026-11-20', impressions: 2, clickOuts: 2, signups: 1 },
  { key: '2026-11-21', impressions: 2, clickOuts: 1, signups: 0 },
]

describe('rows', () => {
  test('sorted by key, with their rates and a total row last', () => {
    expect(reportRows(byDay)).toEqual([
      { key: '2026-11-20', impressions: 2, clickOuts: 2, signups: 1, clickThroughRate: 1, conversionRate: 0.5 },
      { key: '2026-11-21', impressions: 2, clickOuts: 1, signups: 0, clickThroughRate: 0.5, conversionRate: 0 },
      { key: '2026-11-22', impressions: 1, clickOuts: 1, signups: 2, clickThroughRate: 1, conversionRate: 2 },
      { key: 'total', impressions: 5, clickOuts: 4, signups: 3, clickThroughRate: 0.8, conversionRate: 0.6 },
    ])
  })

  test('no rate without impressions; no signups where they do not apply (by product)', () => {
    expect(reportRows([{ key: 'unattributed', impressions: 0, clickOuts: 1, signups: 1 }])[0]).toEqual({
      key: 'unattributed',
      impressions: 0,
      clickOuts: 1,
      signups: 1,
    })
    expect(reportRows([{ key: 'mega-casino', impressions: 3, clickOuts: 3 }])).toEqual([
      { key: 'mega-casino', impressions: 3, clickOuts: 3, clickThroughRate: 1 },
      { key: 'total', impressions: 3, clickOuts: 3, clickThroughRate: 1 },
    ])
  })

  test('an empty range is a total of zeros', () => {
    expect(reportRows([])).toEqual([{ key: 'total', impressions: 0, clickOuts: 0 }])
  })
})

describe('formats', () => {
  const rows = reportRows(byDay)

  test('table', () => {
    expect(formatReport(rows, { by: 'day', format: 'table' }).split('\n')).toEqual([
      'day         impressions  click-outs      CTR  signups  conversion rate',
      '----------  -----------  ----------  -------  -------  ---------------',
      '2026-11-20            2           2  100.0 %        1           50.0 %',
      '2026-11-21            2           1   50.0 %        0            0.0 %',
      '2026-11-22            1           1  100.0 %        2          200.0 %',
      'total                 5           4   80.0 %        3           60.0 %',
    ])
  })

  test('csv quotes what needs it; json names the dimension', () => {
    const subIds = reportRows([{ key: 'a,"b"', impressions: 3, clickOuts: 2, signups: 2 }])
    expect(formatReport(subIds, { by: 'subId', format: 'csv' }).split('\n').slice(0, 2)).toEqual([
      'subId,impressions,click_outs,click_through_rate,signups,conversion_rate',
      '"a,""b""",3,2,0.6666666666666666,2,0.6666666666666666',
    ])
    const products = reportRows([{ key: 'mega-casino', impressions: 3, clickOuts: 3 }])
    expect(JSON.parse(formatReport(products, { by: 'product', format: 'json' }))[0]).toEqual({
      product: 'mega-casino',
      impressions: 3,
      clickOuts: 3,
      clickThroughRate: 1,
    })
  })
})

test('what partners posted back: conversions per click-out and revenue per currency, EPC, in every format', () => {
  const rows = reportRows([
    { key: '3', clickOuts: 2, conversions: 1, revenue: { EUR: 10, USD: 7 } },
    { key: '10', clickOuts: 0, conversions: 0, revenue: {} },
  ])
  expect(rows.map((row) => row.key)).toEqual(['3', '10', 'total'])
  expect(rows[2]).toEqual({
    key: 'total',
    clickOuts: 2,
    conversions: 1,
    revenue: { EUR: 10, USD: 7 },
    clickConversionRate: 0.5,
    earningsPerClick: { EUR: 5, USD: 3.5 },
  })
  expect(formatReport(rows, { by: 'position', format: 'table' }).split('\n')[2]).toBe(
    '3                   -           2    -        -                -            1       50.0 %  10.00 EUR, 7.00 USD  5.00 EUR, 3.50 USD',
  )
  expect(formatReport(rows, { by: 'position', format: 'csv' }).split('\n').slice(0, 2)).toEqual([
    'position,impressions,click_outs,click_through_rate,signups,conversion_rate,conversions,click_conversion_rate,revenue_EUR,epc_EUR,revenue_USD,epc_USD',
    '3,,2,,,,1,0.5,10,5,7,3.5',
  ])
})

test('the options refuse a range that ends before it starts, an unknown dimension, a date not YYYY-MM-DD', () => {
  const range = { from: '2026-11-20', to: '2026-11-22' }
  expect(reportOptionsSchema.parse(range)).toEqual({ ...range, by: 'day', format: 'table' })
  expect(reportOptionsSchema.safeParse({ from: '2026-11-22', to: '2026-11-20' }).success).toBe(false)
  expect(reportOptionsSchema.safeParse({ ...range, by: 'planet' }).success).toBe(false)
  expect(reportOptionsSchema.safeParse({ ...range, to: '22.11.2026' }).success).toBe(false)
})
