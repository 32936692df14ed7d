import { defineBlock } from '../define-block.ts'
import { loadFinanceProducts } from '../finance-product-list/load-finance-products.ts'
import { Survey } from './component.tsx'
import { surveyBlockSchema } from './schema.ts'

export const surveyBlock = defineBlock({ schema: surveyBlockSchema, Component: Survey, load: loadFinanceProducts })
