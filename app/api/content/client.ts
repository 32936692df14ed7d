// Typed client for the content API (SPEC section 7). Every call sends its locale, parses the answer
// with the contract's schema, and fails with the spec's 'Could not fetch ...' message.
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import {
  type ContentQuery,
  contentRequestTarget,
  type ItemCollection,
  type ListCollection,
} from '../../contracts/content/content-query.ts'
import {
  authorSchema,
  categorySchema,
  componentsSchema,
  cookieCategorySchema,
  financeProductSchema,
  gameProviderSchema,
  gglWhitelistEntrySchema,
  menusSchema,
  pageSchema,
  paymentProviderSchema,
  postSchema,
  postSummarySchema,
  productSchema,
  searchMenuItemSchema,
  slotSchema,
  websiteCookieProviderSchema,
} from '../../contracts/content/schemas.ts'
import { type ContentResourceName, errorMessages } from '../../contracts/error-messages.ts'
import { z } from '../../lib/zod.ts'
import { requestPreviewToken, requestRuntime } from '../../site/request-runtime.ts'
import { apiBase } from '../api-base.ts'
import { HttpError, request } from '../http-client.ts'

/** A content call that answered nothing usable; status is the HTTP status when there was one. */
export class ContentFetchError extends Error {
  override name = 'ContentFetchError'
  readonly status: number | undefined
  constructor(
    what: ContentResourceName,
    status: number | undefined,
    options?: ErrorOptions & { unreachable?: boolean },
  ) {
    super(errorMessages.couldNotFetch(what), options)
    this.status = status
    this.unavailable = options?.unreachable === true || (status !== undefined && status >= 500)
  }

  /** The content service did not answer or failed (5xx): worth trying again later, not a broken page. */
  readonly unavailable: boolean
}

/** Cookie categories are maintained once, in English (SPEC section 7). */
export const cookieCategoriesLocale = 'en-US'

// The server reads its own content API without HTTP (server-content-read.ts): taken from the
// request's runtime, so that this module, which the browser loads too, never imports server code;
// the browser always fetches over the network.
export type { ServerContentRead } from '../../site/server-content-read.ts'

/**
 * The call's answer parsed with its schema. On the server the typed query goes to the API's core
 * as it is; over HTTP (the browser, or the server when INTERNAL_API_URL is set) it becomes the
 * request the API parses back into the same query.
 */
async function readContent<T>(
  schema: z.ZodMiniType<T>,
  query: ContentQuery,
  asked?: string,
): Promise<ReturnType<z.ZodMiniType<T>['safeParse']> | HttpError | undefined> {
  // Rendering a draft preview, every read asks for drafts (the content API checks the token again).
  const previewToken = asked ?? requestPreviewToken()
  const serverContentRead = requestRuntime()?.content.serverRead
  if (serverContentRead) {
    const answer = await serverContentRead({ query, previewToken }, schema)
    return answer.result ?? new HttpError(answer.status, contentRequestTarget(query).path, undefined)
  }
  const { path, search } = contentRequestTarget(query)
  if (previewToken) search.set('preview', previewToken)
  let body: unknown
  try {
    body = await request(apiBase(), path, { query: Object.fromEntries(search) })
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  return body === null || body === undefined ? undefined : schema.safeParse(body)
}

/** One content call: its answer parsed with the contract, or the spec's 'Could not fetch' error. */
export async function getContent<T>(
  what: ContentResourceName,
  schema: z.ZodMiniType<T>,
  query: ContentQuery,
  previewToken?: string,
): Promise<T> {
  let parsed: Awaited<ReturnType<typeof readContent<T>>>
  try {
    parsed = await readContent(schema, query, previewToken)
  } catch (error) {
    throw new ContentFetchError(what, undefined, { cause: error, unreachable: true })
  }
  if (parsed instanceof HttpError) throw new ContentFetchError(what, parsed.status, { cause: parsed })
  if (!parsed) throw new ContentFetchError(what, undefined)
  if (!parsed.success) throw new ContentFetchError(what, undefined, { cause: parsed.error })
  return parsed.data
}

// One schema object per answer shape: the server's direct read keeps each body's parse per schema.
const authorsSchema = z.array(authorSchema)
const categoriesSchema = z.array(categorySchema)
const cookieCategoriesSchema = z.array(cookieCategorySchema)
const websiteCookiesSchema = z.array(websiteCookieProviderSchema)
const searchMenuItemsSchema = z.array(searchMenuItemSchema)
const postSummariesSchema = z.array(postSummarySchema)
const gameProvidersSchema = z.array(gameProviderSchema)
const paymentProvidersSchema = z.array(paymentProviderSchema)
const slotsSchema = z.array(slotSchema)
const productsSchema = z.array(productSchema)
const financeProductsSchema = z.array(financeProductSchema)
const gglWhitelistSchema = z.array(gglWhitelistEntrySchema)

const list = (collection: ListCollection, locale: string): ContentQuery => ({ kind: 'list', collection, locale })
const item = (collection: ItemCollection, id: string, locale: string): ContentQuery => ({
  kind: 'item',
  collection,
  id,
  locale,
})

export const contentApi = {
  authors: (locale: Locale) => getContent('authors', authorsSchema, list('authors', locale)),
  categories: (locale: Locale) => getContent('categories', categoriesSchema, list('categories', locale)),
  cookieCategories: () =>
    getContent('cookie categories', cookieCategoriesSchema, list('cookie-categories', cookieCategoriesLocale)),
  websiteCookies: (locale: Locale) =>
    getContent('website cookies', websiteCookiesSchema, list('website-cookies', locale)),
  components: (locale: Locale) => getContent('components', componentsSchema, { kind: 'components', locale }),
  menus: (locale: Locale) => getContent('menus', menusSchema, list('menus', locale)),
  /** previewToken: a signed draft preview (the API answers the draft, or 403). */
  page: (path: string, locale: Locale, previewToken?: string) =>
    getContent('page', pageSchema, { kind: 'page', path, locale }, previewToken),
  searchMenuItems: (locale: Locale) =>
    getContent('search menu items', searchMenuItemsSchema, list('search-menu-items', locale)),
  featuredArticleSummaries: (locale: Locale) =>
    getContent('featured articles', postSummariesSchema, { kind: 'post-summaries', featured: true, locale }),
  gameProviders: (locale: Locale) => getContent('game providers', gameProvidersSchema, list('game-providers', locale)),
  gameProvider: (gameProviderId: string, locale: Locale) =>
    getContent('game provider', gameProviderSchema, item('game-providers', gameProviderId, locale)),
  paymentProviders: (locale: Locale) =>
    getContent('payment providers', paymentProvidersSchema, list('payment-providers', locale)),
  paymentProvider: (paymentProviderId: string, locale: Locale) =>
    getContent('payment provider', paymentProviderSchema, item('payment-providers', paymentProviderId, locale)),
  post: (postId: string, locale: Locale) => getContent('post', postSchema, item('posts', postId, locale)),
  postSummaries: (locale: Locale, filter: { author?: string; names?: readonly string[] } = {}) =>
    getContent('post summaries', postSummariesSchema, {
      kind: 'post-summaries',
      featured: false,
      locale,
      author: filter.author,
      names: filter.names?.length ? filter.names : undefined,
    }),
  slots: (locale: Locale) => getContent('slots', slotsSchema, list('slots', locale)),
  slot: (slotId: string, locale: Locale) => getContent('slot', slotSchema, item('slots', slotId, locale)),
  products: (locale: Locale) => getContent('products', productsSchema, list('products', locale)),
  product: (productId: string, locale: Locale) =>
    getContent('product', productSchema, item('products', productId, locale)),
  financeProducts: (locale: Locale) =>
    getContent('finance products', financeProductsSchema, list('finance-products', locale)),
  gglWhitelist: (locale: Locale) => getContent('GGL whitelist', gglWhitelistSchema, list('ggl-whitelist', locale)),
}

/** Content changes rarely; a minute of freshness on either side saves most round trips. */
export const contentStaleTime = 60_000

/** A content call as TanStack Query options: keyed under 'content', fresh for a minute. */
function contentQuery<T>(key: readonly unknown[], queryFn: () => Promise<T>, staleTime = contentStaleTime) {
  return queryOptions({ queryKey: ['content', ...key], queryFn, staleTime })
}

/**
 * A collection components never read whole: they read what a content view (derived-query.ts) picks
 * from it. The server does not hand it to the browser with the page (app/router.tsx), which gets
 * the views instead; the browser fetches it only to derive views for pages it navigates to.
 */
function collectionQuery<T>(key: readonly unknown[], queryFn: () => Promise<T>) {
  return queryOptions({ queryKey: ['content', ...key], queryFn, staleTime: contentStaleTime, meta: serverOnly })
}

/** Query meta of a query the server keeps out of the page's dehydrated state. */
const serverOnly = { dehydrate: false } as const

/** TanStack Query options for every content call; loaders ensure them, components read them. */
export const contentQueries = {
  authors: (locale: Locale) => collectionQuery(['authors', locale], () => contentApi.authors(locale)),
  cookieCategories: () => contentQuery(['cookie-categories'], () => contentApi.cookieCategories()),
  websiteCookies: (locale: Locale) =>
    contentQuery(['website-cookies', locale], () => contentApi.websiteCookies(locale)),
  components: (locale: Locale) => contentQuery(['components', locale], () => contentApi.components(locale)),
  menus: (locale: Locale) => contentQuery(['menus', locale], () => contentApi.menus(locale)),
  page: (path: string, locale: Locale, previewToken?: string) =>
    contentQuery(
      ['page', locale, path, previewToken ?? null],
      () => contentApi.page(path, locale, previewToken),
      // An editor reloading a preview wants the latest draft.
      previewToken ? 0 : contentStaleTime,
    ),
  featuredArticleSummaries: (locale: Locale) =>
    collectionQuery(['featured-article-summaries', locale], () => contentApi.featuredArticleSummaries(locale)),
  gameProviders: (locale: Locale) =>
    collectionQuery(['game-providers', locale], () => contentApi.gameProviders(locale)),
  paymentProviders: (locale: Locale) =>
    collectionQuery(['payment-providers', locale], () => contentApi.paymentProviders(locale)),
  postSummaries: (locale: Locale, filter: { author?: string; names?: readonly string[] } = {}) =>
    collectionQuery(['post-summaries', locale, filter], () => contentApi.postSummaries(locale, filter)),
  post: (postId: string, locale: Locale) =>
    collectionQuery(['post', locale, postId], () => contentApi.post(postId, locale)),
  slots: (locale: Locale) => collectionQuery(['slots', locale], () => contentApi.slots(locale)),
  products: (locale: Locale) => collectionQuery(['products', locale], () => contentApi.products(locale)),
  gglWhitelist: (locale: Locale) => collectionQuery(['ggl-whitelist', locale], () => contentApi.gglWhitelist(locale)),
  financeProducts: (locale: Locale) =>
    contentQuery(['finance-products', locale], () => contentApi.financeProducts(locale)),
}
