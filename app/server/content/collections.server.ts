// The content collections: one per file (or folder) of a locale, named like its file and its
// endpoint (game-providers.json is served at /content/game-providers). Written once so the loader,
// the store and the request handler cannot disagree about them.

import type { PageDocument, PostDocument } from '../../blocks/schemas.ts'
import type { ListCollection } from '../../contracts/content/content-query.ts'
import { type Redirect, redirectSchema } from '../../contracts/content/redirect-schema.ts'
import {
  type Author,
  authorSchema,
  type Category,
  type Components,
  type CookieCategory,
  categorySchema,
  cookieCategorySchema,
  type FinanceProduct,
  financeProductSchema,
  type GameProvider,
  type GglWhitelistEntry,
  gameProviderSchema,
  gglWhitelistEntrySchema,
  type Menu,
  menuSchema,
  type Page,
  type PaymentProvider,
  type Product,
  paymentProviderSchema,
  productSchema,
  type SearchMenuItem,
  type Slot,
  searchMenuItemSchema,
  slotSchema,
  type WebsiteCookieProvider,
  websiteCookieProviderSchema,
} from '../../contracts/content/schemas.ts'
import type { z } from '../../lib/zod.ts'

export { type ListCollection, listCollections } from '../../contracts/content/content-query.ts'

/** One entry of each collection stored as a JSON array file per locale. */
export type ListEntry = {
  authors: Author
  categories: Category
  'cookie-categories': CookieCategory
  'website-cookies': WebsiteCookieProvider
  menus: Menu
  'search-menu-items': SearchMenuItem
  'game-providers': GameProvider
  'payment-providers': PaymentProvider
  slots: Slot
  products: Product
  'finance-products': FinanceProduct
  redirects: Redirect
  'ggl-whitelist': GglWhitelistEntry
}
/** The contract schema of one entry, per list collection (a collection without an entry type is a compile error). */
export const listCollectionSchemas: { [K in ListCollection]: z.ZodMiniType<ListEntry[K], unknown> } = {
  authors: authorSchema,
  categories: categorySchema,
  'cookie-categories': cookieCategorySchema,
  'website-cookies': websiteCookieProviderSchema,
  menus: menuSchema,
  'search-menu-items': searchMenuItemSchema,
  'game-providers': gameProviderSchema,
  'payment-providers': paymentProviderSchema,
  slots: slotSchema,
  products: productSchema,
  'finance-products': financeProductSchema,
  redirects: redirectSchema,
  'ggl-whitelist': gglWhitelistEntrySchema,
}

/** page-drafts: the next revision of a route's page, served only to a signed preview (drafts/<route>.json). */
export type CollectionName = ListCollection | 'components' | 'pages' | 'page-drafts' | 'posts'

/** Cookie categories are kept once, in English (SPEC section 7); no other locale has them. */
export const isLocaleBoundListCollection = (collection: ListCollection) => collection !== 'cookie-categories'

/** Every list collection of a locale; undefined when its file is missing, broken or not for this locale. */
export type LocaleLists = { [K in ListCollection]: ListEntry[K][] | undefined }

/** What a locale folder holds once parsed; pages and posts are there for site locales only. */
export type LocaleContent = LocaleLists & {
  components?: Components
  pages?: NamedDocument<PageDocument>[]
  posts?: NamedDocument<PostDocument>[]
  /** Work in progress: only the API page contract is checked, so a preview can show each bad block. */
  drafts?: NamedDocument<Page>[]
}

/** A page or post with the name of its file (pages/<name>.json), which problems must point at. */
export type NamedDocument<T> = { name: string; document: T }

export type SiteContent = { siteId: number; locales: Map<string, LocaleContent> }

/** The key of an entry in its collection; search menu items have none, so their position is used. */
export function entryId(collection: ListCollection, entry: object, position: number): string {
  return collection === 'search-menu-items' || !('id' in entry) ? String(position) : String(entry.id)
}

/** Components are a single object per locale, stored under this id. */
export const componentsId = 'components'
