// The way to the figures for those who may see them: a link in the admin's navigation (the start
// page shows their tiles: figures-tiles.tsx).
import type { ServerProps } from 'payload'
import { seesFigures } from '../access/roles.ts'
import { adminLanguage } from '../admin-language.ts'
import { figuresTexts } from './figures-texts.ts'

export function FiguresNavLink({ user, i18n }: ServerProps) {
  if (!seesFigures({ user: user ?? null })) return null
  return (
    <a className="nav__link" href="/admin/figures">
      {figuresTexts[adminLanguage(i18n.language)].figures}
    </a>
  )
}
