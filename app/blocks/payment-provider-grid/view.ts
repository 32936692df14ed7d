import { defineBlockView } from '../define-block.ts'
import { paymentMethodNames, paymentProvidersByIds } from '../provider-queries.ts'
import { PaymentProviderGrid } from './component.tsx'
import type { PaymentProviderGridBlock } from './schema.ts'

export const paymentProviderGridView = defineBlockView<PaymentProviderGridBlock>({
  Component: PaymentProviderGrid,
  load: (block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(paymentProvidersByIds(locale, block.providerIds)),
      queryClient.ensureQueryData(paymentMethodNames(locale)),
    ]),
})
