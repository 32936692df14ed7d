import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { casinoListBlockSchema } from './schema.ts'

export const casinoListBlock = defineBlock({
  schema: casinoListBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.CasinoList)),
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.products(locale)),
      queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
    ]),
})
