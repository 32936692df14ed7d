// Locale-aware number formatting for block content. Money shows the currency of the locale's
// country with decimals only when the amount has cents (SPEC section 5, "Money").
import { appConfig, type Locale } from '../../../app.config.ts'
import { errorMessages } from '../../errors/messages.ts'

function currencyOf(locale: Locale): string {
  const country = appConfig.countries.find((candidate) => candidate.locale === locale)
  if (!country) throw new Error(errorMessages.noCountryForLocale(locale))
  return country.currencyName
}

export function formatMoney(amount: number, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyOf(locale),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount)
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value)
}

/** A percentage given in percent (96.5 → "96,5 %"). */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
}

/** An ISO date (2026-11-01) as a long date in the locale, read as a calendar day (no time zone shift). */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate))
}
