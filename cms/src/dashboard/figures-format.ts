// Figures and days as the admin's language writes them (German: 1.234, 12,5 %, 120,50 €, 28.11.2026).
import type { AdminLanguage } from '../admin-language.ts'

const locales: Record<AdminLanguage, string> = { de: 'de-DE', en: 'en-GB' }

/** The date picker's display format (date-fns) per admin language. */
export const dayFormats: Record<AdminLanguage, string> = { de: 'dd.MM.yyyy', en: 'd MMM yyyy' }

export function formatsOf(language: AdminLanguage) {
  const locale = locales[language]
  const count = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  return {
    count: (value: number | undefined) => (value === undefined ? '–' : count.format(value)),
    percent: (value: number | undefined) => (value === undefined ? '–' : percent.format(value)),
    /** A signed change: +12,5 %. */
    change: (value: number) => `${value > 0 ? '+' : ''}${percent.format(value)}`,
    money: (amounts: Record<string, number> | undefined) => {
      const entries = Object.entries(amounts ?? {}).sort(([a], [b]) => a.localeCompare(b))
      return entries.length === 0 ? '–' : entries.map(([currency, amount]) => money(amount, currency)).join(' · ')
    },
    /** A YYYY-MM-DD day. */
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    /** An instant (ISO). */
    time: (value: string) => time.format(new Date(value)),
    /** A chart bucket: an hour (YYYY-MM-DDTHH), a day or a week's Monday. */
    bucket: (key: string) =>
      key.length === 13
        ? `${day.format(new Date(`${key}:00:00Z`))} ${key.slice(11)}:00`
        : day.format(new Date(`${key}T00:00:00Z`)),
  }
}

export type Formats = ReturnType<typeof formatsOf>
