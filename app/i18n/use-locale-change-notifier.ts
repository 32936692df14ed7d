// Turns a change of the page's locale (a client navigation into another country's prefix) into a
// locale change: stored when consent allows, announced to listeners. The first render is the
// visitor's starting locale, not a change.
import { useEffect, useRef } from 'react'
import type { Locale } from '../../app.config.ts'
import { documentCookieJar } from '../tracking/cookies.ts'
import { changeLocale, preferencesNotAllowed } from './locale-change.ts'

export function useLocaleChangeNotifier(locale: Locale | undefined, canStorePreferences = preferencesNotAllowed) {
  const previous = useRef(locale)
  useEffect(() => {
    const previousLocale = previous.current
    previous.current = locale
    if (!locale || !previousLocale || locale === previousLocale) return
    changeLocale({ locale, previousLocale }, { cookies: documentCookieJar, canStorePreferences, events: window })
  }, [locale, canStorePreferences])
}
