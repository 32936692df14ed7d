import { useLingui } from '@lingui/react/macro'
import { type Locale, productTypeIds, type Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { ResponsibleGamblingNotice } from '../../blocks/responsible-gambling/component.tsx'
import type { MenuItem } from '../../contracts/content/schemas.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import { ConsentSettingsButton } from '../consent-dialog/consent-settings-button.tsx'
import { menuItems } from './menu-items.ts'

export function SiteFooter({ website, locale }: { website: Website; locale: Locale }) {
  const { t } = useLingui()
  const { data: menus } = useLoadedQuery(contentQueries.menus(locale))
  const { data: components } = useLoadedQuery(contentQueries.components(locale))
  const footerItems = menuItems(menus, 'footer')
  const legalItems = menuItems(menus, 'legal')
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{website.displayName}</p>
          <p>{components.footer.about}</p>
        </div>
        {footerItems.length > 0 && (
          <nav className="site-footer__nav" aria-label={t`Fußzeile`}>
            <FooterLinks items={footerItems} className="footer-menu" />
          </nav>
        )}
        {website.productType.id === productTypeIds.IGaming && <ResponsibleGamblingNotice variant="compact" />}
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{components.footer.copyright}</p>
          {legalItems.length > 0 && (
            <nav aria-label={t`Rechtliches`}>
              <FooterLinks items={legalItems} className="legal-menu" />
            </nav>
          )}
          <ConsentSettingsButton className="site-footer__consent" />
        </div>
      </div>
    </footer>
  )
}

/** Menu items as nested lists; in the footer every level is always open. */
function FooterLinks({ items, className }: { items: readonly MenuItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <ContentLink href={item.href}>{item.label}</ContentLink>
          {item.children?.length ? <FooterLinks items={item.children} className={`${className}__children`} /> : null}
        </li>
      ))}
    </ul>
  )
}
