import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { CasinoList } from './component.tsx'
import { casinoListBlockSchema } from './schema.ts'

export const casinoListBlock = defineBlock({
  schema: casinoListBlockSchema,
  Component: CasinoList,
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.products(locale)),
      queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
    ]),
})
