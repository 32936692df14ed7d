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
