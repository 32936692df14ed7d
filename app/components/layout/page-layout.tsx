import type { ReactNode } from 'react'
import type { Locale, Website } from '../../../app.config.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** Header and footer around a page; the page's template brings its own <main>. */
export function PageLayout({ website, locale, children }: { website: Website; locale: Locale; children: ReactNode }) {
  return (
    <>
      <SiteHeader website={website} locale={locale} />
      {children}
      <SiteFooter website={website} locale={locale} />
    </>
  )
}
