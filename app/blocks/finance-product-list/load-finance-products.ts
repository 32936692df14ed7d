import { contentQueries } from '../../api/content/client.ts'
import type { BlockLoadContext } from '../define-block.ts'

/** Ensures the finance catalogue, which every finance list reads. */
export const loadFinanceProducts = (_block: unknown, { locale, queryClient }: BlockLoadContext) =>
  queryClient.ensureQueryData(contentQueries.financeProducts(locale))
