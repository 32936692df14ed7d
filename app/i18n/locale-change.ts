// Locale change (SPEC sections 4 and 9): every listener is told (the impression machine needs no
// listener: the attribution provider sends it the page's locale). The locale cookie is not written
// here: the consent provider writes it with rememberLocale (locale-cookie.ts) whenever the page's
// locale or the consent changes, and only while preferences are granted. Listeners subscribe to a
// DOM event, so any code can, with no shared module state.
import type { Locale } from '../../app.config.ts'

/** The event dispatched on `window` after the locale changed. */
export const localeChangeEventType = 'app:locale-change'
export type LocaleChange = { locale: Locale; previousLocale: Locale }

export function announceLocaleChange(change: LocaleChange, events: EventTarget = window): void {
  if (change.locale === change.previousLocale) return
  events.dispatchEvent(new CustomEvent<LocaleChange>(localeChangeEventType, { detail: change }))
}

/** Calls `listener` on every locale change; answers the unsubscribe function. */
export function onLocaleChange(listener: (change: LocaleChange) => void, events: EventTarget = window): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<LocaleChange>).detail)
  events.addEventListener(localeChangeEventType, handle)
  return () => events.removeEventListener(localeChangeEventType, handle)
}
