import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { gameProviderGridBlockSchema } from './schema.ts'

export const gameProviderGridBlock = defineBlock({
  schema: gameProviderGridBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.GameProviderGrid)),
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
})
