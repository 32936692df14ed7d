// Money as the product shows it (SPEC section 5): 0 or nothing is '0'; cents only when the amount
// has them and the caller does not hide them; a range is 'a - b'; Norway writes ' kr' after the
// amount, every other locale its currency's symbol. Pure: the country table is a parameter.
import type { Country } from '../../app.config.ts'
import { countryForLocale } from './country-for-locale.ts'
import { formattedNumber } from './intl-formatters.ts'

export type MoneyAmount = number | null | undefined | ''
export type MoneyOptions = { hideDecimals?: boolean; countries?: readonly Country[] }

/** Locales whose currency is written as a suffix instead of Intl's symbol. */
const currencySuffixes: Readonly<Record<string, string>> = { 'nb-NO': ' kr' }

export function formatMoney(amount: MoneyAmount, locale: string, options: MoneyOptions = {}): string {
  const country = countryForLocale(locale, options.countries)
  if (amount === '' || amount === null || amount === undefined || amount === 0) return '0'
  const fractionDigits = Number.isInteger(amount) || options.hideDecimals ? 0 : 2
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  const suffix = currencySuffixes[locale]
  if (suffix !== undefined) return `${formattedNumber(amount, locale, digits)}${suffix}`
  return formattedNumber(amount, locale, { style: 'currency', currency: country.currencyName, ...digits })
}

/** A range of amounts, 'from - to', each formatted as formatMoney formats it. */
export function formatMoneyRange(from: MoneyAmount, to: MoneyAmount, locale: string, options: MoneyOptions = {}) {
  return `${formatMoney(from, locale, options)} - ${formatMoney(to, locale, options)}`
}
