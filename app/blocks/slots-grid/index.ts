import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { slotsGridBlockSchema } from './schema.ts'

export const slotsGridBlock = defineBlock({
  schema: slotsGridBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.SlotsGrid)),
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.slots(locale)),
      queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
    ]),
})
