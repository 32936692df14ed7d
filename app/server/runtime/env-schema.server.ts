// What the site's and the CMS's environment schemas share (server-config.server.ts, cms/src/cms-env.ts):
// the kinds of value a variable may hold, and blank counting as unset.
import { z } from '../../lib/zod.ts'

export const optionalText = z.optional(z.string())

export const optionalHttpUrl = z.optional(
  z.string().check(
    z.refine((value) => {
      const url = URL.parse(value)
      return url !== null && (url.protocol === 'http:' || url.protocol === 'https:')
    }, 'must be an http(s) URL'),
  ),
)

/** The named variables that are set, trimmed. Blank counts as unset: `FOO= npm run serve` means the default, not an empty value. */
export function presentValues(
  env: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const value = env[name]?.trim()
    if (value) values[name] = value
  }
  return values
}
