// A licence belongs to one casino of a site (app/server/content/check-licences.server.ts, which
// checks content/ the same way): publishing a casino whose licence number another published casino
// of its site already carries is refused at the number's field. The same casino in another locale
// is the same casino. A draft may hold any number: it is not shown until published.
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { licenceKey, licenceTakenMessage, siteField } from '../../../app/server/cms-contract.server.ts'

type Doc = Record<string, unknown>

const licenceNumberOf = (document: Doc): string | undefined => {
  const number = (document.licence as Doc | undefined)?.number
  return typeof number === 'string' ? number : undefined
}

export const licenceHeldOnce: CollectionBeforeValidateHook = async ({ collection, data, originalDoc, req }) => {
  const document: Doc = { ...(originalDoc ?? {}), ...(data ?? {}) }
  const number = licenceNumberOf(document)
  if (document._status === 'draft' || number === undefined) return data
  const { docs } = await req.payload.find({
    collection: collection.slug as 'products',
    where: { and: [{ [siteField]: { equals: document[siteField] } }, { _status: { equals: 'published' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const holder = (docs as Doc[]).find(
    (other) =>
      other.id !== document.id &&
      other.contentId !== document.contentId &&
      licenceKey(licenceNumberOf(other) ?? '') === licenceKey(number),
  )
  if (holder !== undefined)
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [{ path: 'licence.number', message: licenceTakenMessage(number, String(holder.contentId)) }],
        req,
      },
      req.t,
    )
  return data
}
