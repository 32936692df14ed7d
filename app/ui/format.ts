// Locale-aware number formatting for block content. Money has its own rules and lives in
// app/i18n/format-money.ts.
import type { Locale } from '../../app.config.ts'
import { dateTimeFormat, numberFormat } from '../i18n/intl-formatters.ts'

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value)
}

/** A percentage given in percent (96.5 → "96,5 %"). */
export function formatPercent(value: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
}

/** An ISO date (2026-11-01) as a long date in the locale, read as a calendar day (no time zone shift). */
export function formatDate(isoDate: string, locale: Locale): string {
  return longDateFormat(locale).format(new Date(isoDate))
}

/** The formatter formatDate uses. A page's first Intl formatter of any kind costs 20-30 ms (V8 lists
 *  the locales the service supports); the browser entry makes this one ahead, in a task of its own,
 *  on pages that show a date (app/client.tsx). */
export const longDateFormat = (locale: string) => dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
