// The process-wide leads API, configured from the environment:
//   SITE_ID        which website (default: the config's default website)
//   DATABASE_URL / LEADS_DB_PATH  the leads database (see store/open-leads-database.server.ts)
// Products come from the content store, the same catalogue the pages render.
import { randomUUID } from 'node:crypto'
import type { Locale } from '../../../app.config.ts'
import { financeProductSchema, productSchema } from '../../api/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { getContentStore, websiteFromEnv } from '../content/content-runtime.server.ts'
import { handleLeadsRequest } from './handle-leads-request.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { LeadsStore } from './leads-store.server.ts'
import { createProductCatalogue } from './product-catalogue.server.ts'
import { getLeadsDatabase } from './store/open-leads-database.server.ts'

const productsSchema = z.array(productSchema)
const financeProductsSchema = z.array(financeProductSchema)
const listed = (collection: 'products' | 'finance-products', locale: Locale) =>
  getContentStore()
    .list(collection, locale)
    .map((json): unknown => JSON.parse(json))

let deps: LeadsDeps | undefined

export function getLeadsDeps(): LeadsDeps {
  if (!deps) {
    const website = websiteFromEnv()
    deps = {
      website,
      store: new LeadsStore(getLeadsDatabase()),
      catalogue: createProductCatalogue(
        website,
        (locale) => productsSchema.parse(listed('products', locale)),
        (locale) => financeProductsSchema.parse(listed('finance-products', locale)),
      ),
      newId: randomUUID,
    }
  }
  return deps
}

/** The server routes' adapter: every leads route hands its request to the one handler. */
export const serveLeadsRequest = ({ request }: { request: Request }) => handleLeadsRequest(request, getLeadsDeps())
