// The CMS's upload of the GGL's whitelist (its CSV export), the same reading as `npm run ggl:import`:
// POST /api/ggl-whitelist-import?site=90&locale=de-DE[&apply=1][&date=YYYY-MM-DD] with the file as
// the body answers what changes (added, removed, unchanged domains); with apply=1 it also makes the
// published ggl-whitelist entries of that website and locale exactly the file's, dated the day the
// list was taken (date, else today), and tells the site once, so every list and click-out follows
// within that one publish. Editors and administrators only (checked here, whatever the admin shows).
import type { Endpoint, PayloadRequest } from 'payload'
import {
  appConfig,
  cmsCollection,
  gglWhitelistChanges,
  gglWhitelistFrom,
  parseGglCsv,
  positionField,
  showsWhitelistedOnly,
  toCms,
  z,
} from '../../../app/server/cms-contract.server.ts'
import { writesContent } from '../access/roles.ts'
import { sendRevalidation } from '../hooks/revalidate-site.ts'
import { findPublished } from './published.ts'

const collection = cmsCollection('ggl-whitelist')
/** Each write is one of many: the site is told once, at the end. */
const importing = { importing: true }

const querySchema = z.object({
  site: z.string(),
  locale: z.string(),
  apply: z.optional(z.literal('1')),
  date: z.optional(z.iso.date()),
})

const refused = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

async function applyList(req: PayloadRequest, site: string, locale: string, next: ReturnType<typeof gglWhitelistFrom>) {
  const current = await findPublished(req.payload, site, locale, req)('ggl-whitelist')
  const byDomain = new Map(current.map((doc) => [String(doc.domain), doc]))
  const keep = new Set(next.map((entry) => entry.domain))
  for (const doc of current)
    if (!keep.has(String(doc.domain)))
      await req.payload.delete({
        collection: collection.slug,
        id: doc.id as number,
        context: importing,
        overrideAccess: true,
        req,
      })
  for (const [position, entry] of next.entries()) {
    const data = { site, locale, [positionField]: position, _status: 'published', ...toCms(collection.fields, entry) }
    const known = byDomain.get(entry.domain)
    if (known)
      await req.payload.update({
        collection: collection.slug,
        id: known.id as number,
        data,
        context: importing,
        overrideAccess: true,
        req,
      })
    else await req.payload.create({ collection: collection.slug, data, context: importing, overrideAccess: true, req })
  }
}

export const gglWhitelistImportEndpoint: Endpoint = {
  path: '/ggl-whitelist-import',
  method: 'post',
  handler: async (req) => {
    if (!writesContent({ req })) return refused(403, 'Only editors and administrators import the GGL whitelist')
    const query = querySchema.safeParse(Object.fromEntries(new URL(req.url ?? '', 'http://cms').searchParams))
    if (!query.success) return refused(400, 'Expected ?site=<id>&locale=<locale>[&apply=1][&date=YYYY-MM-DD]')
    const { site, locale, apply, date } = query.data
    const website = appConfig.websites.find((candidate) => String(candidate.id) === site)
    if (!website || !showsWhitelistedOnly(website, locale))
      return refused(400, `Site ${site} shows no whitelist-only market in ${locale}`)
    const { entries, problems } = parseGglCsv((await req.text?.()) ?? '')
    if (problems.length > 0) return Response.json({ errors: problems.map((message) => ({ message })) }, { status: 400 })
    const current = await findPublished(req.payload, site, locale, req)('ggl-whitelist')
    const changes = gglWhitelistChanges(
      current.map((doc) => ({ domain: String(doc.domain) })),
      entries,
    )
    if (apply) {
      const listedOn = date ?? new Date().toISOString().slice(0, 10)
      await applyList(req, site, locale, gglWhitelistFrom(entries, listedOn))
      await sendRevalidation(
        {
          collection: collection.slug as 'ggl-whitelist',
          site: website.id,
          locale,
          ids: entries.map((entry) => entry.id),
          sentAt: new Date().toISOString(),
        },
        req,
      )
    }
    return Response.json({ changes, applied: Boolean(apply) }, { headers: { 'cache-control': 'no-store' } })
  },
}
