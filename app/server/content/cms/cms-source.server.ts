// The content source for the Payload CMS (env CMS_URL, docs/decisions/016-payload-cms.md): each
// content query becomes one REST query for the site's documents of a locale, mapped back onto the
// content contract (cms-document.server.ts) and checked like any outside answer
// (contract-answer.server.ts). Every collection has drafts: the public reads ask for published
// documents outright, rather than leaving it to the CMS's read access (an unpublished document keeps
// its row, with its content, in the CMS, and a logged-in CMS user may read it); a verified preview
// asks for each document's latest draft, with the CMS API key.
import type { Website } from '../../../../app.config.ts'
import { cookieCategoriesLocale } from '../../../api/content/client.ts'
import type { ContentQuery } from '../../../contracts/content/content-query.ts'
import type { PostSummary } from '../../../contracts/content/schemas.ts'
import { isLocaleBoundListCollection } from '../collections.server.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from '../content-source.server.ts'
import { contractAnswer } from '../contract-answer.server.ts'
import { siteLocales } from '../parse-content-files.server.ts'
import { byPublishedAtDesc, postSummaries } from '../post-summaries.server.ts'
import { type CmsCollection, cmsCollection, localeField, positionField, siteField } from './cms-collections.server.ts'
import { fromCms, withEditorRefs } from './cms-document.server.ts'

const timeoutMs = 10_000

type Doc = Record<string, unknown>

export type CmsSourceOptions = {
  /** The CMS's origin, e.g. http://localhost:3001; its REST API is under /api. */
  baseUrl: string
  site: Website
  /** A CMS user's API key (env CMS_API_KEY): drafts are read only with it. */
  apiKey?: string
  fetch?: typeof fetch
}

type Find = { where?: Record<string, string>; sort?: string }

const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

export function createCmsSource({ baseUrl, site, apiKey, fetch: fetchImpl = fetch }: CmsSourceOptions): ContentSource {
  const api = `${baseUrl.replace(/\/$/, '')}/api`
  const locales = new Set(siteLocales(site))

  /** The site's documents of a collection in one locale, as the CMS stores them. */
  async function find(collection: CmsCollection, query: ContentQuery, { where = {}, sort }: Find): Promise<Doc[]> {
    const { locale, draft } = query
    // Depth 1: an image field answers its media document, whose site path the mapping takes.
    const search = new URLSearchParams({ depth: '1', pagination: 'false', limit: '0' })
    const conditions = {
      [siteField]: String(site.id),
      [localeField]: locale,
      ...(!draft && { _status: 'published' }),
      ...where,
    }
    for (const [field, value] of Object.entries(conditions)) search.set(`where[${field}][equals]`, value)
    if (sort) search.set('sort', sort)
    if (draft) search.set('draft', 'true')
    const url = `${api}/${collection.slug}?${search}`
    const headers: Record<string, string> = { accept: 'application/json' }
    if (draft && apiKey) headers.authorization = `users API-Key ${apiKey}`
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).catch(
      (error: unknown) => {
        throw new ContentUpstreamError(`CMS unreachable at ${url}`, { cause: error })
      },
    )
    if (!response.ok) throw new ContentUpstreamError(`CMS answered ${response.status} for ${url}`)
    const body: unknown = await response.json().catch((error: unknown) => {
      throw new ContentUpstreamError(`CMS sent no JSON for ${url}`, { cause: error })
    })
    if (!isDoc(body) || !Array.isArray(body.docs) || !body.docs.every(isDoc))
      throw new ContentUpstreamError(`CMS sent no list of documents for ${url}`)
    return body.docs
  }

  async function all(slug: CmsCollection['slug'], query: ContentQuery, options: Find = {}): Promise<Doc[]> {
    const collection = cmsCollection(slug)
    return (await find(collection, query, options)).map((doc) => {
      const converted = fromCms(collection.fields, doc)
      // Only a verified draft names its blocks' CMS rows: visitors' pages never carry them.
      return query.draft ? withEditorRefs(slug, collection.fields, doc, converted) : converted
    })
  }

  async function one(slug: CmsCollection['slug'], query: ContentQuery, options: Find): Promise<Doc | undefined> {
    return (await all(slug, query, options))[0]
  }

  /** The contract's answer before checking; undefined for nothing there (404). */
  async function answer(query: ContentQuery): Promise<unknown> {
    switch (query.kind) {
      case 'list': {
        const inLocale = isLocaleBoundListCollection(query.collection)
          ? locales.has(query.locale)
          : query.locale === cookieCategoriesLocale
        return inLocale ? all(query.collection, query, { sort: positionField }) : undefined
      }
      case 'item':
        return one(query.collection, query, { where: { contentId: query.id } })
      case 'components':
        return one('components', query, {})
      case 'page':
        return one('pages', query, { where: { path: query.path } })
      case 'post-summaries': {
        if (!locales.has(query.locale)) return undefined
        // Checked before sorting: a post without a date is the CMS's fault, not ours.
        const posts = contractAnswer(query, await all('posts', query)) as PostSummary[]
        return postSummaries(posts.sort(byPublishedAtDesc), query)
      }
    }
  }

  return {
    async read(query) {
      const data = await answer(query)
      return data === undefined ? undefined : toContentBody(JSON.stringify(contractAnswer(query, data)))
    },
  }
}
