// The ways to the figures, for those who may see them: a link in the admin's navigation and one
// at the top of its dashboard.
import type { ServerProps } from 'payload'
import { seesFigures } from '../access/roles.ts'
import { adminLanguage } from '../i18n.ts'
import { figuresTexts } from './figures-texts.ts'

export function FiguresNavLink({ user, i18n }: ServerProps) {
  if (!seesFigures({ user: user ?? null })) return null
  return (
    <a className="nav__link" href="/admin/figures">
      {figuresTexts[adminLanguage(i18n.language)].figures}
    </a>
  )
}

export function FiguresDashboardLink({ user, i18n }: ServerProps) {
  if (!seesFigures({ user: user ?? null })) return null
  const text = figuresTexts[adminLanguage(i18n.language)]
  return (
    <p>
      <a href="/admin/figures">{text.figures}</a>: {text.dashboardLink}
    </p>
  )
}
