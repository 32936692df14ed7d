// The process-wide leads API, configured from the environment:
//   SITE_ID        which website (default: the config's default website)
//   DATABASE_URL / LEADS_DB_PATH  the leads database (see store/open-leads-database.server.ts)
// Products come from the content store, the same catalogue the pages render.
import { randomUUID } from 'node:crypto'
import { productSchema } from '../../api/content/schemas.ts'
import { z } from '../../lib/zod.ts'
import { getContentStore, websiteFromEnv } from '../content/content-runtime.server.ts'
import { handleLeadsRequest } from './handle-leads-request.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { LeadsStore } from './leads-store.server.ts'
import { createProductCatalogue } from './product-catalogue.server.ts'
import { getLeadsDatabase } from './store/open-leads-database.server.ts'

const productsSchema = z.array(productSchema)

let deps: LeadsDeps | undefined

export function getLeadsDeps(): LeadsDeps {
  if (!deps) {
    const website = websiteFromEnv()
    deps = {
      website,
      store: new LeadsStore(getLeadsDatabase()),
      catalogue: createProductCatalogue(website, (locale) =>
        productsSchema.parse(
          getContentStore()
            .list('products', locale)
            .map((json) => JSON.parse(json)),
        ),
      ),
      newId: randomUUID,
    }
  }
  return deps
}

/** The server routes' adapter: every leads route hands its request to the one handler. */
export const serveLeadsRequest = ({ request }: { request: Request }) => handleLeadsRequest(request, getLeadsDeps())
