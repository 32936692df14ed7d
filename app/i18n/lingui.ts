// Lingui per router: the server renders each request with its own instance in the visitor's
// locale, and the browser activates the same catalog before hydrating, so text never changes.
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '../../app.config.ts'

/** Compiled catalogs, imported lazily so a visitor downloads only their language. */
const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  'de-DE': () => import('../../locales/de-DE.po'),
  'en-US': () => import('../../locales/en-US.po'),
}

/** The catalogs' source language, used when a locale has no catalog of its own. */
export const sourceLocale = 'de-DE'

export function createI18n(): I18n {
  return setupI18n()
}

export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  const load = catalogs[locale] ?? catalogs[sourceLocale]
  if (!load) throw new Error(`No catalog for ${locale}`)
  const { messages } = await load()
  i18n.loadAndActivate({ locale, messages })
}
