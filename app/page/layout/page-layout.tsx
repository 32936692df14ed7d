import type { ReactNode } from 'react'
import type { Locale, Website } from '../../../app.config.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** Header and footer around a page; the page's template brings its own <main>. */
type Props = {
  website: Website
  locale: Locale
  children: ReactNode
  /** The page's route name: the header links its versions in the site's other countries. */
  routeName?: string
}

export function PageLayout({ website, locale, children, routeName }: Props) {
  return (
    <>
      <SiteHeader website={website} locale={locale} routeName={routeName} />
      {children}
      <SiteFooter website={website} locale={locale} />
    </>
  )
}
