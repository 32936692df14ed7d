import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { responsibleGamblingBlockSchema } from './schema.ts'

export const responsibleGamblingBlock = defineBlock({
  schema: responsibleGamblingBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.ResponsibleGambling)),
})
