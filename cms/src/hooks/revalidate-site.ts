// A publish reaches the site at once: after a published change or an unpublish (not an autosaved
// draft) the CMS tells the document's website which page or entries changed, signed with REVALIDATE_SECRET
// (HMAC-SHA256 of the exact body, the site's /api/revalidate checks it). The save waits for the
// site at most 5 s and never fails with it: a failure is logged, and the site's cache expires anyway.
// Sent after the write is visible: Payload's SQLite adapter runs without transactions here.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { CmsCollection } from '../../../app/server/content/cms/cms-collections.server.ts'
import type { RevalidateBody } from '../../../app/server/revalidate/revalidate-body.server.ts'
import {
  revalidateSecretFromEnv,
  revalidateSignatureHeader,
  signRevalidation,
} from '../../../app/server/revalidate/revalidate-signature.server.ts'
import { siteUrl } from '../site-urls.ts'

const timeoutMs = 5_000

type Doc = Record<string, unknown>

/** What changed, for the site: a page by its path (old and new), anything else by its id. */
export function revalidationOf(collection: CmsCollection, doc: Doc, previous?: Doc): RevalidateBody | undefined {
  const site = Number(doc.site)
  if (!Number.isInteger(site) || typeof doc.locale !== 'string') return undefined
  const changed = (field: string) => [
    ...new Set([doc[field], previous?.[field]].filter((value): value is string => typeof value === 'string')),
  ]
  return {
    collection: collection.slug,
    site,
    locale: doc.locale,
    ...(collection.kind === 'pages' && { paths: changed('path') }),
    ...((collection.kind === 'list' || collection.kind === 'posts') && { ids: changed('contentId') }),
    sentAt: new Date().toISOString(),
  }
}

export async function sendRevalidation(revalidation: RevalidateBody, req: Pick<PayloadRequest, 'payload'>) {
  const secret = revalidateSecretFromEnv()
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

export function revalidateAfterChange(collection: CmsCollection): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, context }) => {
    // An import fills an empty CMS: no site reads it yet.
    if (context.importing) return doc
    // Autosaved and saved drafts (`?draft=true`) do not change the public site. A draft saved without
    // it is an unpublish (what the admin's Unpublish button sends): the page leaves the site.
    const savedAsDraft = String(req.query?.draft) === 'true'
    if (collection.kind === 'pages' && doc._status !== 'published' && savedAsDraft) return doc
    const revalidation = revalidationOf(collection, doc, previousDoc)
    if (revalidation) await sendRevalidation(revalidation, req)
    return doc
  }
}

export function revalidateAfterDelete(collection: CmsCollection): CollectionAfterDeleteHook {
  return async ({ doc, req, context }) => {
    if (context.importing) return
    const revalidation = revalidationOf(collection, doc)
    if (revalidation) await sendRevalidation(revalidation, req)
  }
}
