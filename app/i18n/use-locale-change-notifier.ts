// Turns a change of the page's locale (a client navigation into another country's prefix) into a
// locale change announcement. The first render is the visitor's starting locale, not a change.
import { useEffect, useRef } from 'react'
import type { Locale } from '../../app.config.ts'
import { announceLocaleChange } from './locale-change.ts'

export function useLocaleChangeNotifier(locale: Locale | undefined) {
  const previous = useRef(locale)
  useEffect(() => {
    const previousLocale = previous.current
    previous.current = locale
    if (locale && previousLocale) announceLocaleChange({ locale, previousLocale })
  }, [locale])
}
