// The operator's cockpit (/admin/figures): the period's tiles against the period before, a chart of
// one figure over time with the period before dotted, breakdowns (sortable, paginated, each row
// leading to the next breakdown, each as CSV) and what needs a hand. Administrators and operators
// only: anyone else sees why not, and the figures are never read for them. Everything is links and
// GET forms, so the keyboard and the back button work as on any page.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import {
  breakdown,
  drillDown,
  figureOf,
  figures,
  periodFigures,
  periodPresets,
  type ReportRow,
  readHealth,
  timeDimensions,
} from '../../../app/server/cms-contract.server.ts'
import { seesFigures } from '../access/roles.ts'
import { adminLanguage } from '../admin-language.ts'
import { marketStates } from '../compliance/compliance-state.ts'
import { DayField, TrendChart } from './cockpit-controls.tsx'
import { breakdownDimensions, type CockpitQuery, cockpitQuery, leadsDatabase, rowsPerPage } from './figures.ts'
import { dayFormats, type Formats, formatsOf } from './figures-format.ts'
import { HealthPanel } from './figures-health.tsx'
import { type FiguresTexts, figuresTexts } from './figures-texts.ts'
import { Tiles } from './figures-tiles.tsx'

/** The query string of the view with some parameters changed (undefined drops one). */
function hrefWith(query: CockpitQuery, changes: Record<string, string | undefined>, base = '/admin/figures') {
  const params: Record<string, string | undefined> = {
    ...(query.preset ? { preset: query.preset } : { from: query.from, to: query.to }),
    interval: query.interval,
    figure: query.figure,
    by: query.by,
    product: query.product,
    onPage: query.page,
    bots: query.bots ? '1' : undefined,
    sort: query.sort,
    desc: query.desc,
    ...changes,
  }
  const search = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return `${base}?${search}`
}

/** The sortable columns of a breakdown and how each row compares by them. */
const columns = {
  impressions: (row: ReportRow) => row.impressions ?? -1,
  clickOuts: (row: ReportRow) => row.clickOuts,
  clickThroughRate: (row: ReportRow) => row.clickThroughRate ?? -1,
  signups: (row: ReportRow) => row.signups ?? -1,
  conversions: (row: ReportRow) => row.conversions ?? -1,
  revenue: (row: ReportRow) => Object.values(row.revenue ?? {}).reduce((sum, amount) => sum + amount, 0),
  epc: (row: ReportRow) => Object.values(row.earningsPerClick ?? {}).reduce((sum, amount) => sum + amount, 0),
} as const
type Column = keyof typeof columns

function cellOf(row: ReportRow, column: Column, format: Formats) {
  if (column === 'revenue') return format.money(row.revenue)
  if (column === 'epc') return format.money(row.earningsPerClick)
  if (column === 'clickThroughRate') return format.percent(row.clickThroughRate)
  return format.count(row[column])
}

function PeriodForm({ query, text, language }: { query: CockpitQuery; text: FiguresTexts; language: 'de' | 'en' }) {
  return (
    <form method="get" action="/admin/figures" aria-label={text.period}>
      <nav aria-label={text.period} style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
        {periodPresets.map((preset) => (
          <a
            key={preset}
            className={`btn btn--style-${query.preset === preset ? 'primary' : 'secondary'} btn--size-small`}
            style={{ margin: 0 }}
            aria-current={query.preset === preset ? 'true' : undefined}
            href={hrefWith(query, { preset, from: undefined, to: undefined, interval: undefined })}
          >
            {text.presets[preset]}
          </a>
        ))}
      </nav>
      <fieldset
        style={{
          display: 'flex',
          gap: 'var(--base)',
          alignItems: 'end',
          flexWrap: 'wrap',
          border: 0,
          padding: 0,
          margin: 'calc(var(--base) / 2) 0',
        }}
      >
        <legend className="field-label">{text.custom}</legend>
        <DayField name="from" label={text.from} value={query.from} format={dayFormats[language]} />
        <DayField name="to" label={text.to} value={query.to} format={dayFormats[language]} />
        <label>
          <input type="checkbox" name="bots" value="1" defaultChecked={query.bots} /> {text.withBots}
        </label>
        <input type="hidden" name="by" value={query.by} />
        <input type="hidden" name="figure" value={query.figure} />
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          {text.show}
        </button>
      </fieldset>
    </form>
  )
}

function ChartControls({ query, text }: { query: CockpitQuery; text: FiguresTexts }) {
  return (
    <form method="get" action="/admin/figures" style={{ display: 'flex', gap: 'var(--base)', alignItems: 'end' }}>
      {query.preset ? (
        <input type="hidden" name="preset" value={query.preset} />
      ) : (
        <>
          <input type="hidden" name="from" value={query.from} />
          <input type="hidden" name="to" value={query.to} />
        </>
      )}
      {query.bots && <input type="hidden" name="bots" value="1" />}
      <input type="hidden" name="by" value={query.by} />
      <label htmlFor="cockpit-figure">{text.chartFigure}</label>
      <select id="cockpit-figure" name="figure" defaultValue={query.figure}>
        {figures.map((figure) => (
          <option key={figure} value={figure}>
            {text.figureNames[figure]}
          </option>
        ))}
      </select>
      <label htmlFor="cockpit-interval">{text.interval}</label>
      <select id="cockpit-interval" name="interval" defaultValue={query.interval}>
        {timeDimensions.map((interval) => (
          <option key={interval} value={interval}>
            {text.intervals[interval]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {text.show}
      </button>
    </form>
  )
}

function Breakdown({
  query,
  rows,
  text,
  format,
}: {
  query: CockpitQuery
  rows: ReportRow[]
  text: FiguresTexts
  format: Formats
}) {
  const total = rows.at(-1)
  const sort = (query.sort && query.sort in columns ? query.sort : 'clickOuts') as Column
  const sorted = rows.slice(0, -1).sort((a, b) => {
    const order = columns[sort](a) - columns[sort](b) || a.key.localeCompare(b.key, 'en', { numeric: true })
    return query.sort && !query.desc ? order : -order
  })
  const descending = !query.sort || Boolean(query.desc)
  const pages = Math.max(1, Math.ceil(sorted.length / rowsPerPage))
  const page = Math.min(query.p, pages)
  const shown = sorted.slice((page - 1) * rowsPerPage, page * rowsPerPage)
  const next = drillDown[query.by]
  const keyText = (key: string) => (key === 'unattributed' ? text.unattributed : key)
  return (
    <section aria-labelledby="figures-breakdown" data-breakdown={query.by}>
      <h2 id="figures-breakdown">{text.breakdown}</h2>
      <nav aria-label={text.breakdown} style={{ display: 'flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
        {breakdownDimensions.map((dimension) => (
          <a
            key={dimension}
            className={`btn btn--style-${query.by === dimension ? 'primary' : 'secondary'} btn--size-small`}
            style={{ margin: 0 }}
            aria-current={query.by === dimension ? 'true' : undefined}
            href={hrefWith(query, { by: dimension, sort: undefined, desc: undefined, p: undefined })}
          >
            {text.dimensions[dimension]}
          </a>
        ))}
      </nav>
      {(query.product || query.page) && (
        <p data-narrowed="">
          {text.narrowedTo}: {[query.product, query.page].filter(Boolean).join(' › ')} ·{' '}
          <a href={hrefWith(query, { product: undefined, onPage: undefined, by: 'product', p: undefined })}>
            {text.allProducts}
          </a>
        </p>
      )}
      <div className="table">
        <table>
          <caption style={{ textAlign: 'start' }}>
            {text.dimensions[query.by]} · {text.pageOf(page, pages)}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ color: 'var(--theme-text)' }}>
                {text.dimensions[query.by]}
              </th>
              {(Object.keys(columns) as Column[]).map((column) => {
                const active = sort === column
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                  >
                    <a
                      href={hrefWith(query, {
                        sort: column,
                        desc: active && !descending ? '1' : active ? undefined : '1',
                        p: undefined,
                      })}
                      aria-label={text.sortBy(text.figureNames[column])}
                      style={{ color: 'var(--theme-text)' }}
                    >
                      {text.figureNames[column]}
                      {active ? (descending ? ' ↓' : ' ↑') : ''}
                    </a>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">
                  {next && row.key !== 'unattributed' ? (
                    <a
                      href={hrefWith(query, {
                        by: next.to,
                        [next.narrows === 'page' ? 'onPage' : 'product']: row.key,
                        sort: undefined,
                        desc: undefined,
                        p: undefined,
                      })}
                      aria-label={text.drillInto(row.key)}
                    >
                      {row.key}
                    </a>
                  ) : (
                    keyText(row.key)
                  )}
                </th>
                {(Object.keys(columns) as Column[]).map((column) => (
                  <td key={column}>{cellOf(row, column, format)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {total && (
            <tfoot>
              <tr data-row="total">
                <th scope="row">{text.total}</th>
                {(Object.keys(columns) as Column[]).map((column) => (
                  <td key={column}>{cellOf(total, column, format)}</td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <p style={{ display: 'flex', gap: 'var(--base)' }}>
        {page > 1 && <a href={hrefWith(query, { p: String(page - 1) })}>{text.previousPage}</a>}
        {page < pages && <a href={hrefWith(query, { p: String(page + 1) })}>{text.nextPage}</a>}
        <a href={hrefWith(query, { p: undefined, sort: undefined, desc: undefined }, '/api/figures.csv')} download>
          {text.csv}
        </a>
      </p>
    </section>
  )
}

export async function FiguresView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = adminLanguage(req.i18n.language)
  const text = figuresTexts[language]
  const format = formatsOf(language)
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
  const asked = cockpitQuery(searchParams ?? {})
  const fallback = cockpitQuery({ preset: '30d' })
  const query = (asked.success ? asked.data : fallback.data) as CockpitQuery
  const database = leadsDatabase()
  const [period, rows, health, markets] = await Promise.all([
    periodFigures(database, query, query.interval),
    breakdown(database, query.by, query),
    readHealth(database),
    marketStates(req.payload),
  ])
  const currency = Object.keys(period.total.revenue ?? {}).sort()[0]
  const chartValue = (row: ReportRow | undefined) => {
    const value = figureOf(row, query.figure)
    return typeof value === 'number' ? value : currency ? (value[currency] ?? 0) : 0
  }
  const points = period.points.map((point) => ({
    key: point.key,
    label: format.bucket(point.key),
    current: chartValue(point.current),
    previous: chartValue(point.previous),
  }))
  const retried = typeof searchParams?.retried === 'string' ? searchParams.retried : undefined
  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <div data-cockpit="">
          <h1>{text.figures}</h1>
          {!asked.success && <p role="alert">{text.invalid}</p>}
          <PeriodForm query={query} text={text} language={language} />
          <p>
            {text.period}: {format.day(query.from)} – {format.day(query.to)}
          </p>
          <Tiles period={period} text={text} format={format} />
          <section aria-labelledby="figures-chart">
            <h2 id="figures-chart">
              {text.chart}: {text.figureNames[query.figure]}
              {currency && (query.figure === 'revenue' || query.figure === 'epc') ? ` (${currency})` : ''}
            </h2>
            <ChartControls query={query} text={text} />
            <TrendChart
              points={points}
              names={{ current: text.current, previous: text.previous }}
              caption={text.chartCaption}
            />
          </section>
          <Breakdown query={query} rows={rows} text={text} format={format} />
          <HealthPanel
            health={health}
            markets={markets}
            text={text}
            format={format}
            retried={retried}
            back={hrefWith(query, {})}
          />
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
