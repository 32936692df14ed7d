import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { PaymentProviderGrid } from './component.tsx'
import type { PaymentProviderGridBlock } from './schema.ts'

export const paymentProviderGridView = defineBlockView<PaymentProviderGridBlock>({
  Component: PaymentProviderGrid,
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
})
