import { defineBlockView } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { Survey } from './component.tsx'
import type { SurveyBlock } from './schema.ts'

export const surveyView = defineBlockView<SurveyBlock>({ Component: Survey, load: loadFinanceProducts })
