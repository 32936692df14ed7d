// Locale change (SPEC sections 4 and 9): the new locale is stored in a cookie for 30 days, but only
// when consent allows preferences, and every listener is told (the impression machine renews the
// impression on it). Listeners subscribe to a DOM event, so any code can, with no shared module state.
import type { Locale } from '../../app.config.ts'
import { type CookieJar, secondsPerDay } from '../tracking/cookies.ts'

export const localeCookie = { name: 'locale', maxAge: 30 * secondsPerDay } as const

/** The event dispatched on `window` after the locale changed. */
export const localeChangeEventType = 'app:locale-change'
export type LocaleChange = { locale: Locale; previousLocale: Locale }

export type LocaleChangeDependencies = {
  cookies: CookieJar
  /** Whether consent allows storing preferences; wired to the consent machine where it lives. */
  canStorePreferences: () => boolean
  events: EventTarget
}

/** Until consent is wired in, nothing may be stored: the safe default. */
export const preferencesNotAllowed = () => false

export function changeLocale(change: LocaleChange, dependencies: LocaleChangeDependencies): void {
  if (change.locale === change.previousLocale) return
  if (dependencies.canStorePreferences())
    dependencies.cookies.set(localeCookie.name, change.locale, { maxAge: localeCookie.maxAge })
  dependencies.events.dispatchEvent(new CustomEvent<LocaleChange>(localeChangeEventType, { detail: change }))
}

/** Calls `listener` on every locale change; answers the unsubscribe function. */
export function onLocaleChange(listener: (change: LocaleChange) => void, events: EventTarget = window): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<LocaleChange>).detail)
  events.addEventListener(localeChangeEventType, handle)
  return () => events.removeEventListener(localeChangeEventType, handle)
}
