// The body of POST /api/revalidate: what a publish in the CMS changed. The one definition of the
// contract; the CMS builds its requests from it (and signs them with revalidate-signature.server.ts).
import { localeSchema } from '../../../app.config.ts'
import { z } from '../../lib/zod.ts'
import { listCollections } from '../content/collections.server.ts'

/** The content collections a publish can name: those the content API serves. */
export const revalidatableCollections = ['pages', 'posts', 'components', ...listCollections] as const

/** More would be a CMS bug, not a publish. */
const maxNamed = 1000

export const revalidateBodySchema = z.object({
  collection: z.enum(revalidatableCollections),
  /** The website (app.config.ts id) whose content changed. */
  site: z.int().check(z.positive()),
  locale: localeSchema,
  /** For pages: the changed pages' route paths, as the site serves them (with the country prefix). */
  paths: z.optional(z.array(z.string().check(z.startsWith('/'))).check(z.maxLength(maxNamed))),
  /** For list entries: the changed entries' ids (Payload's are numbers on SQLite). */
  ids: z.optional(z.array(z.union([z.string(), z.number()])).check(z.maxLength(maxNamed))),
  /** When the CMS sent it; too far from the server's clock, the request is refused as a replay. */
  sentAt: z.iso.datetime({ offset: true }),
})
export type RevalidateBody = z.infer<typeof revalidateBodySchema>
