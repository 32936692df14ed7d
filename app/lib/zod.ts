// The zod every schema is written with: zod/mini, whose functional API bundles only the schemas and
// checks a module uses (the classic API ships all of zod, JSON Schema export included, to the
// browser). Every schema module imports `z` from here, so this set-up runs before any schema is built:
// - English issue messages, as classic zod has them: zod/mini loads no locale, and content checks,
//   API errors and block reports name the reason in these words.
// - In the browser, no compiled parsers: zod probes whether it may compile with `new Function` as
//   the first schema is built, and the page's Content-Security-Policy refuses eval (and would report
//   the probe as a violation). The server keeps the faster compiled parsers.
import { z } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

z.config(en())
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }

/**
 * A schema built on first use instead of when its module loads. Building zod schemas is not free:
 * at module load the browser built every block's, every content answer's and the app config's
 * schemas in the one task that evaluates the entry, the longest task of a page load, though a page
 * parses only a few of them. The proxy stands for the schema everywhere (types, composition,
 * identity); its first property read builds it.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let schema: Schema | undefined
  const built = () => {
    schema ??= build()
    return schema
  }
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // Reported as configurable: the stand-in target has none of these properties of its own.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  })
}
