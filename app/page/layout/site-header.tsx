import { Trans } from '@lingui/react/macro'
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { homePath } from '../../routing/country-versions.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import { CountrySwitcher } from './country-switcher.tsx'
import { MainNav } from './main-nav.tsx'
import { menuItems } from './menu-items.ts'

/** The templates render <main id="main">, the skip link's target. */
export const mainContentId = 'main'

type Props = { website: Website; locale: Locale; routeName?: string }

export function SiteHeader({ website, locale, routeName }: Props) {
  const { data: menus } = useLoadedQuery(contentQueries.menus(locale))
  return (
    <header className="site-header">
      <a className="skip-link" href={`#${mainContentId}`}>
        <Trans>Zum Inhalt springen</Trans>
      </a>
      <div className="site-header__inner">
        <ContentLink href={homePath(website, locale)} className="site-logo">
          <span className="site-logo__mark" aria-hidden="true" />
          {website.displayName}
        </ContentLink>
        <MainNav items={menuItems(menus, 'header')} />
        {routeName && <CountrySwitcher website={website} locale={locale} routeName={routeName} />}
      </div>
    </header>
  )
}
