import { contentQueries } from '../../api/content/client.ts'
import { defineBlock } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block-component.tsx'
import { paymentProviderGridBlockSchema } from './schema.ts'

export const paymentProviderGridBlock = defineBlock({
  schema: paymentProviderGridBlockSchema,
  component: lazyBlockComponent(() => import('./component.tsx').then((module) => module.PaymentProviderGrid)),
  load: (_block, { locale, queryClient }) => queryClient.ensureQueryData(contentQueries.paymentProviders(locale)),
})
