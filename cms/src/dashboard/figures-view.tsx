// The operator's dashboard (/admin/figures): the report's figures for a chosen period as a chart
// and a table, with CSV export. Administrators and operators only: anyone else sees why not, and
// the figures are never read for them.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { reportDimensions } from '../../../app/server/cms-contract.server.ts'
import { seesFigures } from '../access/roles.ts'
import { adminLanguage } from '../i18n.ts'
import { figuresQuery, readFigures } from './figures.ts'
import { figuresTexts } from './figures-texts.ts'
import { type ChartPoint, RevenueChart } from './revenue-chart.tsx'

const percent = (rate: number | undefined) => (rate === undefined ? '' : `${(rate * 100).toFixed(1)} %`)
const money = (amounts: Record<string, number> | undefined) =>
  Object.entries(amounts ?? {})
    .map(([currency, amount]) => `${amount.toFixed(2)} ${currency}`)
    .join(', ')

export async function FiguresView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const text = figuresTexts[adminLanguage(req.i18n.language)]
  const template = {
    i18n: req.i18n,
    locale: initPageResult.locale,
    params,
    payload: req.payload,
    permissions: initPageResult.permissions,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities: initPageResult.visibleEntities,
  }
  if (!seesFigures(req))
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>{text.figures}</h1>
          <p role="alert">{text.forbidden}</p>
        </Gutter>
      </DefaultTemplate>
    )
  const query = figuresQuery(searchParams ?? {})
  const options = query.success ? query.data : figuresQuery({}).data
  const rows = options ? await readFigures(options) : []
  // The last row is the total: the chart shows the keys.
  const figures = rows.slice(0, -1)
  const currencies = [...new Set(rows.flatMap((row) => Object.keys(row.revenue ?? {})))].sort()
  const points: ChartPoint[] = figures.map((row) => ({
    key: row.key,
    clickOuts: row.clickOuts,
    ...Object.fromEntries(currencies.map((currency) => [`revenue ${currency}`, row.revenue?.[currency] ?? 0])),
  }))
  const csv = options
    ? `/api/figures.csv?${new URLSearchParams({ by: options.by, from: options.from, to: options.to })}`
    : ''
  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <h1>{text.figures}</h1>
        <form method="get" style={{ display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' }}>
          <label>
            {text.from} <input type="date" name="from" defaultValue={options?.from} required />
          </label>
          <label>
            {text.to} <input type="date" name="to" defaultValue={options?.to} required />
          </label>
          <label>
            {text.by}{' '}
            <select name="by" defaultValue={options?.by}>
              {reportDimensions.map((dimension) => (
                <option key={dimension} value={dimension}>
                  {dimension}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{text.show}</button>
          {csv && <a href={csv}>{text.csv}</a>}
        </form>
        {!query.success && (
          <p role="alert">
            {query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')} —{' '}
            {text.fallback}
          </p>
        )}
        <RevenueChart points={points} currencies={currencies} />
        <table>
          <caption>{text.caption(options?.by ?? '', options?.from ?? '', options?.to ?? '')}</caption>
          <thead>
            <tr>
              <th scope="col">{options?.by}</th>
              {text.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td>{row.impressions ?? ''}</td>
                <td>{row.clickOuts}</td>
                <td>{row.signups ?? ''}</td>
                <td>{row.conversions ?? ''}</td>
                <td>{percent(row.clickConversionRate)}</td>
                <td>{money(row.revenue)}</td>
                <td>{money(row.earningsPerClick)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Gutter>
    </DefaultTemplate>
  )
}
