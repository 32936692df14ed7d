import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { PaymentProviderGrid } from './component.tsx'
import { paymentProviderGridBlockSchema } from './schema.ts'

export const paymentProviderGridBlock = defineBlock({
  schema: paymentProviderGridBlockSchema,
  Component: PaymentProviderGrid,
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
})
