// A publish reaches the site at once: after a change the public site shows (a publish, an unpublish,
// a restore, any change of a collection without drafts; not a saved or autosaved draft) the CMS tells
// the document's website which page or entries changed, signed with REVALIDATE_SECRET (HMAC-SHA256 of
// the exact body, the site's /api/revalidate checks it). The save waits for the site at most 5 s and
// never fails with it: a failure is logged, and the site's cache expires anyway.
// Sent after the write is visible: Payload's SQLite adapter runs without transactions here.
//
// In a collection with drafts the public site reads the collection's own row, and only while its
// `_status` is published; drafts live in the versions. Hooks see the latest version instead (the
// previous document of an unpublish is the editor's draft, possibly with another path), and no hook
// argument says whether a save is a draft (the admin's Unpublish is a plain update with
// `_status: 'draft'`). So the row is read before and after the write: the site is told when the row
// changed and was published before or after, with what it showed and what it shows now.
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
  RequestContext,
  SanitizedCollectionConfig,
} from 'payload'
import {
  type CmsCollection,
  cmsCollections,
  imageFieldPaths,
  type RevalidateBody,
  revalidateSignatureHeader,
  signRevalidation,
} from '../../../app/server/cms-contract.server.ts'
import { cmsConfig } from '../cms-env.ts'

const timeoutMs = 5_000

type Doc = Record<string, unknown>

/**
 * What changed, for the site: a page by its paths, anything else by its content id, from the
 * documents as the site showed them before and shows them now; one call per website and locale.
 */
export function revalidationsOf(collection: CmsCollection, shown: readonly (Doc | undefined)[]): RevalidateBody[] {
  const byWebsite = new Map<string, { site: number; locale: string; docs: Doc[] }>()
  for (const doc of shown) {
    const site = Number(doc?.site)
    if (!doc || !Number.isInteger(site) || typeof doc.locale !== 'string') continue
    const key = `${site} ${doc.locale}`
    const group = byWebsite.get(key) ?? { site, locale: doc.locale, docs: [] }
    group.docs.push(doc)
    byWebsite.set(key, group)
  }
  return [...byWebsite.values()].map(({ site, locale, docs }) => {
    const values = (field: string) => [
      ...new Set(docs.map((doc) => doc[field]).filter((value): value is string => typeof value === 'string')),
    ]
    return {
      collection: collection.slug,
      site,
      locale,
      ...(collection.kind === 'pages' && { paths: values('path') }),
      ...((collection.kind === 'list' || collection.kind === 'posts') && { ids: values('contentId') }),
      sentAt: new Date().toISOString(),
    }
  })
}

export async function sendRevalidation(revalidation: RevalidateBody, req: Pick<PayloadRequest, 'payload'>) {
  const { revalidateSecret: secret, siteUrl } = cmsConfig()
  const { logger } = req.payload
  if (!secret) {
    logger.warn('REVALIDATE_SECRET is not set: the site is not told about this change')
    return
  }
  const body = JSON.stringify(revalidation)
  const url = `${siteUrl(revalidation.site)}/api/revalidate`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [revalidateSignatureHeader]: signRevalidation(secret, body) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) logger.error(`Revalidation at ${url} answered ${response.status}`)
  } catch (error) {
    logger.error({ err: error }, `Revalidation at ${url} failed`)
  }
}

export const hasDrafts = (config: SanitizedCollectionConfig) => Boolean(config.versions?.drafts)

/** The collection's own row of a document: what the public reads (when published), never a draft version. */
export async function storedRow(
  config: SanitizedCollectionConfig,
  id: unknown,
  req: PayloadRequest,
): Promise<Doc | undefined> {
  if (typeof id !== 'string' && typeof id !== 'number') return undefined
  return (
    (await req.payload.db.findOne<Doc & { id: number | string }>({
      collection: config.slug,
      where: { id: { equals: id } },
      req,
    })) ?? undefined
  )
}

/** The rows read before their writes, by collection and id (a bulk update shares one context). */
export function rowsBefore(context: RequestContext): Map<string, Doc> {
  const key = 'revalidate.rowsBefore'
  if (!(context[key] instanceof Map)) context[key] = new Map<string, Doc>()
  return context[key] as Map<string, Doc>
}

/** Keeps the stored row of a document with drafts before an update writes it. */
export const rememberStoredRow: CollectionBeforeChangeHook = async ({
  collection: config,
  context,
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (context.importing || operation !== 'update' || !hasDrafts(config)) return data
  const row = await storedRow(config, originalDoc?.id, req)
  if (row) rowsBefore(context).set(`${config.slug}/${String(originalDoc?.id)}`, row)
  return data
}

export const isPublished = (row: Doc | undefined) => row?._status === 'published'

export function revalidateAfterChange(collection: CmsCollection): CollectionAfterChangeHook {
  return async ({ collection: config, context, doc, previousDoc, req }) => {
    // An import fills an empty CMS: no site reads it yet.
    if (context.importing) return doc
    let shown: (Doc | undefined)[] = [doc, previousDoc]
    if (hasDrafts(config)) {
      const key = `${config.slug}/${String(doc.id)}`
      const before = rowsBefore(context).get(key)
      rowsBefore(context).delete(key)
      const after = await storedRow(config, doc.id, req)
      // A saved or autosaved draft goes to the versions only: the row the site reads is unchanged.
      if (JSON.stringify(before) === JSON.stringify(after)) return doc
      shown = [before, after].filter(isPublished)
    }
    for (const revalidation of revalidationsOf(collection, shown)) await sendRevalidation(revalidation, req)
    return doc
  }
}

export function revalidateAfterDelete(collection: CmsCollection): CollectionAfterDeleteHook {
  return async ({ doc, req, context }) => {
    if (context.importing) return
    for (const revalidation of revalidationsOf(collection, [doc])) await sendRevalidation(revalidation, req)
  }
}

/** Every document showing a media document, by collection: its image fields hold the media's id. */
async function usersOfMedia(id: unknown, req: PayloadRequest): Promise<[CmsCollection, Doc[]][]> {
  const users: [CmsCollection, Doc[]][] = []
  for (const collection of cmsCollections) {
    const paths = imageFieldPaths(collection.fields)
    if (paths.length === 0) continue
    const { docs } = await req.payload.find({
      collection: collection.slug,
      where: { or: paths.map((path) => ({ [path]: { equals: id } })) },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    if (docs.length > 0) users.push([collection, docs as Doc[]])
  }
  return users
}

async function revalidateUsers(users: [CmsCollection, Doc[]][], req: PayloadRequest) {
  for (const [collection, docs] of users)
    for (const revalidation of revalidationsOf(collection, docs)) await sendRevalidation(revalidation, req)
}

/**
 * A changed image (its file replaced, its alt text edited) reaches the site as a change of every
 * document that shows it: the site is told as if each had been published again. A new image is
 * shown nowhere yet.
 */
export const revalidateMediaUsers: CollectionAfterChangeHook = async ({ context, doc, operation, req }) => {
  if (!context.importing && operation === 'update') await revalidateUsers(await usersOfMedia(doc.id, req), req)
  return doc
}

const usersBeforeDelete = 'revalidate.mediaUsers'

/** The documents showing an image about to be deleted: after the delete they no longer name it. */
export const rememberMediaUsers: CollectionBeforeDeleteHook = async ({ context, id, req }) => {
  context[usersBeforeDelete] = await usersOfMedia(id, req)
}

export const revalidateDeletedMediaUsers: CollectionAfterDeleteHook = async ({ context, req }) => {
  const users = context[usersBeforeDelete]
  if (Array.isArray(users)) await revalidateUsers(users as [CmsCollection, Doc[]][], req)
}
