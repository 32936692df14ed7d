import { defineBlockView } from '../define-block.ts'
import { paymentMethodNames } from '../provider-queries.ts'
import { CasinoList } from './component.tsx'
import { listedCasinosQuery } from './listed-casinos-query.ts'
import type { CasinoListBlock } from './schema.ts'

export const casinoListView = defineBlockView<CasinoListBlock>({
  Component: CasinoList,
  load: (block, { website, locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(listedCasinosQuery(website, locale, block)),
      queryClient.ensureQueryData(paymentMethodNames(locale)),
    ]),
})
