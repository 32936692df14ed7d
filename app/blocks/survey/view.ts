import { defineBlockView } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import type { SurveyBlock } from './schema.ts'

export const surveyView = defineBlockView<SurveyBlock>({
  ...lazyBlockComponent(() => import('./component.tsx').then((module) => module.Survey)),
  load: loadFinanceProducts,
})
