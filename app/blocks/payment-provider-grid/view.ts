import { defineBlockView } from '../define-block.ts'
import { paymentProvidersByIds } from '../ui/provider-queries.ts'
import { PaymentProviderGrid } from './component.tsx'
import type { PaymentProviderGridBlock } from './schema.ts'

export const paymentProviderGridView = defineBlockView<PaymentProviderGridBlock>({
  Component: PaymentProviderGrid,
  load: (block, { locale, queryClient }) =>
    queryClient.ensureQueryData(paymentProvidersByIds(locale, block.providerIds)),
})
