// The ways to the figures, for those who may see them: a link in the admin's navigation and one
// at the top of its dashboard.
import type { ServerProps } from 'payload'
import { seesFigures } from '../access/roles.ts'

export function FiguresNavLink({ user }: ServerProps) {
  if (!seesFigures({ user: user ?? null })) return null
  return (
    <a className="nav__link" href="/admin/figures">
      Figures
    </a>
  )
}

export function FiguresDashboardLink({ user }: ServerProps) {
  if (!seesFigures({ user: user ?? null })) return null
  return (
    <p>
      <a href="/admin/figures">Figures</a>: click-outs, conversions, revenue and EPC from the site's leads database.
    </p>
  )
}
