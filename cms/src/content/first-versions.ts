// A document saved before its collection had drafts has no version, and draft reads (a preview, the
// admin) read versions: such a document would be missing there. After the migrations, each gets its
// first version, the published document as it is; a document that has a version is left alone.
import type { Payload } from 'payload'

type Row = Record<string, unknown> & { id: number | string }

export async function giveDocumentsTheirFirstVersion(payload: Payload): Promise<number> {
  let given = 0
  for (const { slug, versions } of payload.config.collections) {
    if (!versions?.drafts) continue
    const { docs } = await payload.db.find<Row>({ collection: slug, pagination: false, limit: 0 })
    if (docs.length === 0) continue
    const { docs: known } = await payload.db.findVersions<Row>({
      collection: slug,
      pagination: false,
      limit: 0,
      where: {},
    })
    const versioned = new Set(known.map((version) => String(version.parent)))
    for (const { id, createdAt, updatedAt, ...doc } of docs) {
      if (versioned.has(String(id))) continue
      await payload.db.createVersion({
        collectionSlug: slug,
        parent: id,
        versionData: { ...doc, _status: doc._status ?? 'published' } as never,
        autosave: false,
        createdAt: String(createdAt),
        updatedAt: String(updatedAt),
      })
      given += 1
    }
  }
  return given
}
