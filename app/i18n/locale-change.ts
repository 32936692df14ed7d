// Locale change (SPEC sections 4 and 9): every listener is told. The attribution machine announces
// it (with the new impression it forces) and writes the locale cookie (rememberLocale, only while
// preferences are granted). Listeners subscribe to a DOM event, so any code can, with no shared
// module state.
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
