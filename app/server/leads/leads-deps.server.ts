// What the leads API's handlers work with; the runtime wires the real ones, tests their own.
import type { Website } from '../../../app.config.ts'
import type { LeadsStore } from './leads-store.server.ts'
import type { ProductCatalogue } from './product-catalogue.server.ts'

export type LeadsDeps = {
  website: Website
  store: LeadsStore
  catalogue: ProductCatalogue
  /** The cookie the layer in front of the site names the visitor's country in (who must consent first). */
  geolocationCookieName: string
  /** New ids for impressions and unique users. */
  newId: () => string
}
