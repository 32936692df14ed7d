// A page an editor moves keeps its visitors and what search engines gave its old URL: when a
// publish changes a page's path (the path the site showed it at before and the one it shows now),
// the CMS keeps a redirect from the old path to the new one in the Redirects collection, where
// editors see and edit it. Chains collapse: a redirect that led to the old path now leads to the
// new one; one from the new path goes, since a page lives there now. Paths are site paths (the
// collection's schema refuses anything else), so a redirect never leads off the site. The redirects
// are published with the page's publish that makes them. Runs before revalidateAfterChange, which
// consumes the row read before the write.
import type { CollectionAfterChangeHook, PayloadRequest, Where } from 'payload'
import { hasDrafts, isPublished, rowsBefore, storedRow } from './revalidate-site.ts'

type Doc = Record<string, unknown>
const redirects = 'redirects'
const published = { _status: 'published' } as const

/** A redirect's content id from the path it leaves: /online-casinos/paypal/ -> online-casinos-paypal. */
export function redirectIdOf(path: string): string {
  return path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'startseite'
}

export const redirectMovedPage: CollectionAfterChangeHook = async ({ collection: config, context, doc, req }) => {
  if (context.importing || !hasDrafts(config)) return doc
  const before = rowsBefore(context).get(`${config.slug}/${String(doc.id)}`)
  const after = await storedRow(config, doc.id, req)
  if (!isPublished(before) || !isPublished(after)) return doc
  const from = before?.path
  const to = after?.path
  if (typeof from !== 'string' || typeof to !== 'string' || from === to) return doc
  await keepRedirect(req, { site: String(after?.site), locale: String(after?.locale), from, to })
  return doc
}

async function keepRedirect(
  req: PayloadRequest,
  { site, locale, from, to }: { site: string; locale: string; from: string; to: string },
) {
  const where = (field: 'from' | 'to', path: string): Where => ({
    and: [{ site: { equals: site } }, { locale: { equals: locale } }, { [field]: { equals: path } }],
  })
  const find = async (field: 'from' | 'to', path: string) =>
    (
      await req.payload.find({
        collection: redirects,
        where: where(field, path),
        depth: 0,
        limit: 100,
        pagination: false,
        req,
      })
    ).docs as Doc[]
  // A page lives at the new path now: nothing may lead away from it.
  for (const stale of await find('from', to))
    await req.payload.delete({ collection: redirects, id: String(stale.id), req })
  // What led to the old path leads to the new one, in one hop.
  for (const chained of await find('to', from))
    await req.payload.update({ collection: redirects, id: String(chained.id), data: { to, ...published }, req })
  const [existing] = await find('from', from)
  if (existing) {
    await req.payload.update({ collection: redirects, id: String(existing.id), data: { to, ...published }, req })
    return
  }
  await req.payload.create({
    collection: redirects,
    data: { site, locale, contentId: await freeId(req, site, locale, redirectIdOf(from)), from, to, ...published },
    req,
  })
}

/** The id, or the id with a number, that no redirect of the site's locale has yet. */
async function freeId(req: PayloadRequest, site: string, locale: string, id: string): Promise<string> {
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? id : `${id}-${suffix}`
    const { totalDocs } = await req.payload.count({
      collection: redirects,
      where: {
        and: [{ site: { equals: site } }, { locale: { equals: locale } }, { contentId: { equals: candidate } }],
      },
      req,
    })
    if (totalDocs === 0) return candidate
  }
}
