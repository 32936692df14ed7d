// The tiles: each figure of the period with its change against the period before of the same
// length. On the figures view and on the admin's start page (FiguresDashboardTiles).
import type { ServerProps } from 'payload'
import {
  change,
  type Figure,
  figureOf,
  figures,
  type PeriodFigures,
  periodFigures,
} from '../../../app/server/cms-contract.server.ts'
import { seesFigures } from '../access/roles.ts'
import { adminLanguage } from '../admin-language.ts'
import { cockpitQuery, leadsDatabase } from './figures.ts'
import { type Formats, formatsOf } from './figures-format.ts'
import { type FiguresTexts, figuresTexts } from './figures-texts.ts'

/** A figure's value as text, and its change (a fraction) per currency or whole. */
function tileOf(period: PeriodFigures, figure: Figure, format: Formats) {
  const now = figureOf(period.total, figure)
  const before = figureOf(period.previousTotal, figure)
  if (typeof now === 'number' && typeof before === 'number')
    return {
      value: figure === 'clickThroughRate' ? format.percent(now) : format.count(now),
      changes: [change(now, before)],
    }
  const amounts = now as Record<string, number>
  const earlier = before as Record<string, number>
  return {
    value: format.money(amounts),
    changes: Object.keys(amounts)
      .sort()
      .map((currency) => change(amounts[currency] ?? 0, earlier[currency] ?? 0)),
  }
}

export function Tiles({ period, text, format }: { period: PeriodFigures; text: FiguresTexts; format: Formats }) {
  const compared = text.comparedWith(format.day(period.previousRange.from), format.day(period.previousRange.to))
  return (
    <section aria-label={text.figures} data-figures-tiles="">
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 'calc(var(--base) / 2) 0',
          display: 'grid',
          gap: 'calc(var(--base) / 2)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        }}
      >
        {figures.map((figure) => {
          const tile = tileOf(period, figure, format)
          return (
            <li
              key={figure}
              data-tile={figure}
              className="card"
              style={{
                display: 'block',
                padding: 'calc(var(--base) / 2)',
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 'var(--style-radius-m)',
                background: 'var(--theme-elevation-50)',
              }}
            >
              <div style={{ color: 'var(--theme-elevation-600)' }}>{text.figureNames[figure]}</div>
              <div data-tile-value="" style={{ fontSize: '1.5rem', fontWeight: 600 }}>
                {tile.value}
              </div>
              <div data-tile-change="" title={compared}>
                {tile.changes.length === 0
                  ? text.noChange
                  : tile.changes
                      .map((fraction) => (fraction === undefined ? text.noChange : format.change(fraction)))
                      .join(' · ')}
              </div>
            </li>
          )
        })}
      </ul>
      <p style={{ color: 'var(--theme-elevation-600)' }}>{compared}</p>
    </section>
  )
}

/** The start page's tiles: the last 30 days, with a link to everything else. */
export async function FiguresDashboardTiles({ user, i18n }: ServerProps) {
  if (!seesFigures({ user: user ?? null })) return null
  const language = adminLanguage(i18n.language)
  const text = figuresTexts[language]
  const query = cockpitQuery({})
  if (!query.success) return null
  const period = await periodFigures(leadsDatabase(), query.data, query.data.interval)
  return (
    <div data-figures-dashboard="">
      <h2>
        <a href="/admin/figures">{text.figures}</a>
      </h2>
      <p>{text.dashboardLink}</p>
      <Tiles period={period} text={text} format={formatsOf(language)} />
    </div>
  )
}
