// The state of the site's copies of the GGL whitelist, read through a content source as the pages
// read them: for each locale whose market allows only whitelisted casinos, its entries, and a
// warning when the copy is missing or older than the GGL's update cycle (app/products/ggl-whitelist.ts).
import type { Locale, Website } from '../../../app.config.ts'
import { type GglWhitelistEntry, gglWhitelistEntrySchema } from '../../contracts/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { gglWhitelistWarning } from '../../products/ggl-whitelist.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import { countriesOf } from '../../site/website.ts'
import type { ContentSource } from './content-source.server.ts'

const listSchema = z.array(gglWhitelistEntrySchema)

export type GglWhitelistState = { locale: Locale; entries: GglWhitelistEntry[]; warning?: string }

export async function gglWhitelistStates(
  source: ContentSource,
  website: Website,
  today: Date,
): Promise<GglWhitelistState[]> {
  const locales = countriesOf(website)
    .map((country) => country.locale)
    .filter((locale) => showsWhitelistedOnly(website, locale))
  return Promise.all(
    locales.map(async (locale) => {
      const body = await source.read({ kind: 'list', collection: 'ggl-whitelist', locale })
      const entries = body ? listSchema.parse(JSON.parse(body.json)) : []
      const warning = gglWhitelistWarning(locale, entries, today)
      return { locale, entries, ...(warning && { warning }) }
    }),
  )
}
