import { defineBlockView } from '../define-block.ts'
import { gameProviderNames, paymentMethodNames } from '../provider-queries.ts'
import { CasinoList } from './component.tsx'
import { casinoListSearch, listedCasinosQuery } from './listed-casinos-query.ts'
import type { CasinoListBlock } from './schema.ts'

export const casinoListView = defineBlockView<CasinoListBlock>({
  Component: CasinoList,
  load: (block, { website, locale, queryClient, listSearch }) =>
    Promise.all([
      queryClient.ensureQueryData(listedCasinosQuery(website, locale, block, casinoListSearch(block, listSearch))),
      queryClient.ensureQueryData(paymentMethodNames(locale)),
      // The studios to choose from, where the list offers that filter.
      block.visitorFilters?.includes('provider') && queryClient.ensureQueryData(gameProviderNames(locale)),
    ]),
})
