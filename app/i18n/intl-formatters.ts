// Intl formatters, made once per locale and options: creating one costs far more than formatting
// with it, and a list page formats hundreds of numbers per render. The options come from code, not
// from visitors, so the cache stays small.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, create: () => T): T {
  // Most calls pass no options (a plain number): the locale alone is their key, no JSON to make.
  const key = options === undefined ? locale : `${locale}|${JSON.stringify(options)}`
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = create()
    cache.set(key, formatter)
  }
  return formatter
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}

/**
 * The text of each number a formatter has written: a page writes the same ratings, amounts and
 * counts of its content on every render, and ICU's formatting costs more than a lookup. Bounded
 * per formatter, since a visitor's own number (a calculator's input) may pass through it too.
 */
const written = new WeakMap<Intl.NumberFormat, Map<number, string>>()
const writtenKept = 1000

export function formattedNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const format = numberFormat(locale, options)
  // A map's keys do not tell -0 from 0; Intl writes "-0".
  if (Object.is(value, -0)) return format.format(value)
  let texts = written.get(format)
  if (!texts) {
    texts = new Map()
    written.set(format, texts)
  }
  let text = texts.get(value)
  if (text === undefined) {
    text = format.format(value)
    if (texts.size >= writtenKept) texts.clear()
    texts.set(value, text)
  }
  return text
}
