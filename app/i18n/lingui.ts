// Lingui per router: the server renders each request with its own instance in the visitor's
// locale, and the browser activates the same catalog before hydrating, so text never changes.
import { type I18n, setupI18n } from '@lingui/core'
import type { Locale } from '../../app.config.ts'
import { reportError } from '../errors/report.ts'
import { type CatalogImport, createCatalogLoader } from './catalog-loader.ts'

/** Compiled catalogs, imported lazily so a visitor downloads only their language. */
const catalogImports: Record<string, CatalogImport> = {
  'de-DE': () => import('../../locales/de-DE.po'),
  'en-US': () => import('../../locales/en-US.po'),
  'nb-NO': () => import('../../locales/nb-NO.po'),
  'es-MX': () => import('../../locales/es-MX.po'),
}
const loadCatalog = createCatalogLoader(catalogImports)

/** The catalogs' source language, used when a locale has no catalog of its own. */
export const sourceLocale = 'de-DE'

export function createI18n(): I18n {
  return setupI18n()
}

const catalogLocaleOf = (locale: string) => (Object.hasOwn(catalogImports, locale) ? locale : sourceLocale)

/** Starts reading a locale's catalog; activateLocale then finds it read or on its way. The browser
 *  entry calls it with the page's language, so the catalog downloads beside the entry's other
 *  chunks instead of after the router has started. A failure here is left to activateLocale. */
export function preloadCatalog(locale: string): void {
  loadCatalog(catalogLocaleOf(locale)).catch(() => undefined)
}

export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const catalogLocale = catalogLocaleOf(locale)
  // Still failing after its retries: the page shows the source language rather than no page at all.
  const messages = await loadCatalog(catalogLocale).catch((error: unknown) => {
    reportError(error, { level: 'error', tags: { locale } })
    return loadCatalog(sourceLocale)
  })
  i18n.loadAndActivate({ locale, messages })
}
