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
