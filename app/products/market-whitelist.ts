// The whitelist a view ranks and links casinos by: the site's copy of the GGL's list where the
// market allows advertising only whitelisted casinos (market-rules.ts), else none.
import type { QueryClient } from '@tanstack/react-query'
import type { Locale, Website } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import { type GglWhitelist, gglWhitelistOf } from './ggl-whitelist.ts'
import { showsWhitelistedOnly } from './market-rules.ts'

export async function marketWhitelist(
  queryClient: QueryClient,
  website: Website,
  locale: Locale,
): Promise<GglWhitelist | undefined> {
  if (!showsWhitelistedOnly(website, locale)) return undefined
  return gglWhitelistOf(await queryClient.ensureQueryData(contentQueries.gglWhitelist(locale)))
}
