import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { ContentLink } from '../../blocks/ui/content-link.tsx'
import { MainNav } from './main-nav.tsx'
import { menuItems } from './menu-items.ts'

/** The templates render <main id="main">, the skip link's target. */
export const mainContentId = 'main'

export function SiteHeader({ website, locale }: { website: Website; locale: Locale }) {
  const { data: menus } = useSuspenseQuery(contentQueries.menus(locale))
  return (
    <header className="site-header">
      <a className="skip-link" href={`#${mainContentId}`}>
        <Trans>Zum Inhalt springen</Trans>
      </a>
      <div className="site-header__inner">
        <ContentLink href="/" className="site-logo">
          <span className="site-logo__mark" aria-hidden="true" />
          {website.displayName}
        </ContentLink>
        <MainNav items={menuItems(menus, 'header')} />
      </div>
    </header>
  )
}
