// Reads a /api/content/* request into a ContentQuery, or says why it cannot: an unknown endpoint
// (404) or a bad query parameter (400, naming the parameter).
import { localeSchema } from '../../../app.config.ts'
import { type ContentQuery, type ItemCollection, itemCollections } from '../../contracts/content/content-query.ts'
import { z } from '../../lib/zod.ts'
import { type ListCollection, listCollections } from './collections.server.ts'

const contentApiPrefix = '/api/content/'

export type ContentRequestError =
  | { status: 400; code: 'invalid_parameter'; parameter: string; message: string }
  | { status: 404; code: 'not_found'; message: string }

/** previewToken: content asked for with ?preview=<token>, to be verified before drafts are served. */
type Parsed = { ok: true; query: ContentQuery; previewToken?: string } | { ok: false; error: ContentRequestError }

const slugSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug like lena-hoffmann'))
const namesSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => value.split(',')),
  ),
  z.array(slugSchema),
)

const isListCollection = (name: string): name is ListCollection => (listCollections as readonly string[]).includes(name)
const isItemCollection = (name: string): name is ItemCollection => (itemCollections as readonly string[]).includes(name)

const unknownEndpoint = (pathname: string): Parsed => ({
  ok: false,
  error: { status: 404, code: 'not_found', message: `Unknown content endpoint ${pathname}` },
})

const invalid = (parameter: string, message: string): ContentRequestError => ({
  status: 400,
  code: 'invalid_parameter',
  parameter,
  message,
})

type ParamResult<T> = { ok: true; value: T } | { ok: false; error: ContentRequestError }

/** Reads one query parameter with its schema; a missing one is undefined unless `required`. */
function param<T>(url: URL, name: string, schema: z.ZodMiniType<T>, required: true): ParamResult<T>
function param<T>(url: URL, name: string, schema: z.ZodMiniType<T>, required: false): ParamResult<T | undefined>
function param<T>(url: URL, name: string, schema: z.ZodMiniType<T>, required: boolean): ParamResult<T | undefined> {
  const value = url.searchParams.get(name)
  if (value === null)
    return required
      ? { ok: false, error: invalid(name, `Query parameter ${name} is required`) }
      : { ok: true, value: undefined }
  const result = schema.safeParse(value)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, error: invalid(name, result.error.issues[0]?.message ?? `Invalid ${name}`) }
}

function decodeId(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

type Endpoint = (url: URL, locale: string) => Parsed
const ok = (query: ContentQuery): Parsed => ({ ok: true, query })

const pageEndpoint: Endpoint = (url, locale) => {
  const path = param(url, 'path', z.string().check(z.minLength(1, 'Query parameter path must not be empty')), true)
  if (!path.ok) return path
  return ok({ kind: 'page', path: path.value, locale })
}

const postSummariesEndpoint: Endpoint = (url, locale) => {
  const author = param(url, 'author', slugSchema, false)
  if (!author.ok) return author
  const names = param(url, 'names', namesSchema, false)
  if (!names.ok) return names
  return ok({ kind: 'post-summaries', featured: false, author: author.value, names: names.value, locale })
}

function endpointFor(resource: string, id: string | undefined): Endpoint | undefined {
  if (id !== undefined)
    return isItemCollection(resource)
      ? (_, locale) => ok({ kind: 'item', collection: resource, id, locale })
      : undefined
  if (isListCollection(resource)) return (_, locale) => ok({ kind: 'list', collection: resource, locale })
  switch (resource) {
    case 'components':
      return (_, locale) => ok({ kind: 'components', locale })
    case 'featured-article-summaries':
      return (_, locale) => ok({ kind: 'post-summaries', featured: true, locale })
    case 'pages':
      return pageEndpoint
    case 'post-summaries':
      return postSummariesEndpoint
  }
  return undefined
}

export function parseContentRequest(url: URL): Parsed {
  if (!url.pathname.startsWith(contentApiPrefix)) return unknownEndpoint(url.pathname)
  const [resource = '', rawId, ...rest] = url.pathname.slice(contentApiPrefix.length).split('/')
  const id = rawId === undefined ? undefined : decodeId(rawId)
  const wellFormed = rest.length === 0 && (rawId === undefined || (id !== undefined && id !== ''))
  const endpoint = wellFormed ? endpointFor(resource, id) : undefined
  if (!endpoint) return unknownEndpoint(url.pathname)
  // The locale is checked first: every endpoint needs it, and a client missing it is most likely wrong.
  const locale = param(url, 'locale', localeSchema, true)
  if (!locale.ok) return locale
  const parsed = endpoint(url, locale.value)
  if (!parsed.ok) return parsed
  const preview = param(
    url,
    'preview',
    z.string().check(z.minLength(1, 'Query parameter preview must not be empty')),
    false,
  )
  if (!preview.ok) return preview
  return preview.value === undefined ? parsed : { ...parsed, previewToken: preview.value }
}
