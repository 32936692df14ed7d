// Locale-aware number formatting for block content. Money has its own rules and lives in
// app/i18n/format-money.ts.
import type { Locale } from '../../app.config.ts'
import { dateTimeFormat, formattedNumber } from '../i18n/intl-formatters.ts'

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return formattedNumber(value, locale, options)
}

/** A percentage given in percent (96.5 → "96,5 %"). */
export function formatPercent(value: number, locale: Locale): string {
  return formattedNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 2 })
}

/**
 * The long dates written so far, by locale and ISO date: formatting one costs ICU tens of
 * microseconds, and every render of a page writes the same few dates of its content again.
 */
const longDates = new Map<string, string>()
/** Dates come from content, so the map stays small; a bound keeps it so whatever they are. */
const longDatesKept = 2000

/** An ISO date (2026-11-01) as a long date in the locale, read as a calendar day (no time zone shift). */
export function formatDate(isoDate: string, locale: Locale): string {
  const key = `${locale}|${isoDate}`
  let date = longDates.get(key)
  if (date === undefined) {
    date = longDateFormat(locale).format(new Date(isoDate))
    if (longDates.size >= longDatesKept) longDates.clear()
    longDates.set(key, date)
  }
  return date
}

/** The formatter formatDate uses. A page's first Intl formatter of any kind costs 20-30 ms (V8 lists
 *  the locales the service supports); the browser entry makes this one ahead, in a task of its own,
 *  on pages that show a date (app/client.tsx). */
export const longDateFormat = (locale: string) => dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
