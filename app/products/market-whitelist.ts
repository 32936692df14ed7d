// The whitelist a view ranks and links casinos by: the site's copy of the GGL's list where the
// market allows advertising only whitelisted casinos (market-rules.ts), else none.
import type { QueryClient } from '@tanstack/react-query'
import type { Locale, Website } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import type { GglWhitelistEntry } from '../contracts/content/schemas.ts'
import { type GglWhitelist, gglWhitelistOf } from './ggl-whitelist.ts'
import { showsWhitelistedOnly } from './market-rules.ts'

/** On the server, the whitelist of each copy of the list, made once: a content version's copy is shared by its renders. */
const whitelists = new WeakMap<readonly GglWhitelistEntry[], GglWhitelist>()

export async function marketWhitelist(
  queryClient: QueryClient,
  website: Website,
  locale: Locale,
): Promise<GglWhitelist | undefined> {
  if (!showsWhitelistedOnly(website, locale)) return undefined
  const entries = await queryClient.ensureQueryData(contentQueries.gglWhitelist(locale))
  if (!import.meta.env.SSR) return gglWhitelistOf(entries)
  let whitelist = whitelists.get(entries)
  if (!whitelist) {
    whitelist = gglWhitelistOf(entries)
    whitelists.set(entries, whitelist)
  }
  return whitelist
}
