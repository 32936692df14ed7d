// The published documents of a collection for one website and locale, as the CMS stores them: what
// the compliance check and the whitelist import compare with.
import type { Payload, PayloadRequest } from 'payload'
import type { FindPublished } from '../../../app/server/cms-contract.server.ts'

type Doc = Record<string, unknown>

/** req: the request writing, when there is one, so the reads share its transaction. */
export function findPublished(payload: Payload, site: string, locale: string, req?: PayloadRequest): FindPublished {
  return async (slug) => {
    const { docs } = await payload.find({
      collection: slug,
      where: { site: { equals: site }, locale: { equals: locale }, _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      ...(req && { req }),
    })
    return docs as Doc[]
  }
}
