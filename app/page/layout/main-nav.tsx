// The header menu. On small screens it collapses behind a menu button; without JavaScript the
// stylesheet shows it expanded instead (@media (scripting: none)).
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { MenuItem } from '../../contracts/content/schemas.ts'
import { useDismiss } from '../../ui/use-dismiss.ts'
import { NavItem } from './nav-item.tsx'

export function MainNav({ items }: { items: readonly MenuItem[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  useDismiss(navRef, open, (reason) => {
    setOpen(false)
    if (reason === 'escape') toggleRef.current?.focus()
  })
  if (items.length === 0) return null
  return (
    <nav ref={navRef} className="main-nav" aria-label={t`Hauptmenü`}>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="main-nav__toggle-icon" aria-hidden="true" />
        <Trans>Menü</Trans>
      </button>
      <ul id={listId} className="main-nav__list" data-open={open}>
        {items.map((item) => (
          <NavItem key={item.href} item={item} onNavigate={() => setOpen(false)} />
        ))}
      </ul>
    </nav>
  )
}
