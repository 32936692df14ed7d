import { defineBlock } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { surveyBlockSchema } from './schema.ts'

export const surveyBlock = defineBlock({
  schema: surveyBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.Survey)),
  load: loadFinanceProducts,
})
