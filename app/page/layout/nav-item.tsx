// One header menu entry. An entry with children is a link plus a disclosure button for its submenu
// (the WAI-ARIA disclosure navigation pattern), so the parent page stays reachable.
import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { MenuItem } from '../../contracts/content/schemas.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import { useDismiss } from '../../ui/use-dismiss.ts'

type Props = { item: MenuItem; onNavigate: () => void }

export function NavItem({ item, onNavigate }: Props) {
  if (!item.children?.length)
    return (
      <li className="main-nav__item">
        <ContentLink href={item.href} className="main-nav__link" onClick={onNavigate}>
          {item.label}
        </ContentLink>
      </li>
    )
  return <NavItemWithSubmenu item={item} submenu={item.children} onNavigate={onNavigate} />
}

function NavItemWithSubmenu({ item, submenu, onNavigate }: Props & { submenu: MenuItem[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const submenuId = useId()
  const { label } = item
  useDismiss(containerRef, open, (reason) => {
    setOpen(false)
    if (reason === 'escape') toggleRef.current?.focus()
  })
  const navigate = () => {
    setOpen(false)
    onNavigate()
  }
  return (
    <li ref={containerRef} className="main-nav__item main-nav__item--parent">
      <ContentLink href={item.href} className="main-nav__link" onClick={navigate}>
        {label}
      </ContentLink>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__submenu-toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={t`Untermenü ${label}`}
        onClick={() => setOpen(!open)}
      >
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={submenuId} className="main-nav__submenu" data-open={open}>
        {submenu.map((child) => (
          <li key={child.href}>
            <ContentLink href={child.href} className="main-nav__sublink" onClick={navigate}>
              {child.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
