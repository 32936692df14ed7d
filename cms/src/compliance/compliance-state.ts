// The compliance state of every website and locale whose market has the German rules: what the
// compliance view shows and the dashboard warns of.
import type { Payload } from 'payload'
import {
  appConfig,
  type ComplianceState,
  complianceState,
  gglWhitelistAgeDays,
  isGglWhitelistStale,
  showsWhitelistedOnly,
  siteLocales,
} from '../../../app/server/cms-contract.server.ts'
import { findPublished } from './published.ts'

export type MarketState = ComplianceState & { site: number; locale: string; ageDays?: number; stale: boolean }

export async function marketStates(payload: Payload, today = new Date()): Promise<MarketState[]> {
  const markets = appConfig.websites.flatMap((website) =>
    siteLocales(website)
      .filter((locale) => showsWhitelistedOnly(website, locale))
      .map((locale) => ({ website, locale })),
  )
  return Promise.all(
    markets.map(async ({ website, locale }) => {
      const state = await complianceState(website, locale, findPublished(payload, String(website.id), locale))
      const listed = state.whitelistTakenOn === undefined ? [] : [{ listedOn: state.whitelistTakenOn }]
      return {
        ...state,
        site: website.id,
        locale,
        ageDays: gglWhitelistAgeDays(listed, today),
        stale: isGglWhitelistStale(listed, today),
      }
    }),
  )
}
