import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { CasinoList } from './component.tsx'
import type { CasinoListBlock } from './schema.ts'

export const casinoListView = defineBlockView<CasinoListBlock>({
  Component: CasinoList,
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.products(locale)),
      queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
    ]),
})
