// The CMS's content collections (docs/decisions/016-payload-cms.md): one per content collection,
// under the same name, each document tagged with its website and locale, and its fields planned
// from the collection's contract schema. Read by the Payload app (cms/) to build its collections and
// by the site to map what the CMS answers back onto the content contract. Every collection has
// drafts: the public site reads only what is published, a signed preview the latest drafts.

import type { EntryPageType } from '../../../../app.config.ts'
import { pageDocumentSchema, postDocumentSchema, productDocumentSchema } from '../../../blocks/schemas.ts'
import { componentsSchema, pageSchema, postSchema } from '../../../contracts/content/schemas.ts'
import type { NameLabels } from '../../../contracts/field-labels.ts'
import type { z } from '../../../lib/zod.ts'
import { type ListCollection, listCollectionSchemas, listCollections } from '../collections.server.ts'
import { collectionLabels } from './collection-labels.server.ts'
import { documentFields, type NamedField } from './field-plan.server.ts'

export type CmsCollection = {
  slug: ListCollection | 'components' | 'pages' | 'posts'
  kind: 'list' | 'components' | 'pages' | 'posts'
  /** The collection's name for editors. */
  labels: NameLabels
  fields: NamedField[]
  /** What a published document must satisfy: the schema content/ is checked with. */
  publishSchema: z.ZodMiniType
  /** What a draft must satisfy (pages, which have drafts): the API's page, so a preview can show each bad block. */
  draftSchema?: z.ZodMiniType
  /** The kind of page each entry has on the site (where the site configures one), and the contract field its slug is. */
  entryPage?: { pageType: EntryPageType; slugField: 'id' | 'name' }
}

/** Fields every content document has in the CMS beside its contract fields. */
export const siteField = 'site'
export const localeField = 'locale'
/** A list entry's place in its list (lists are ordered: menus, rankings' ties, search items). */
export const positionField = 'listPosition'

/** The list collections whose entries have pages of their own (app/templates/entries). */
const entryPageTypes: Partial<Record<ListCollection, EntryPageType>> = {
  authors: 'Author',
  'game-providers': 'GameProvider',
  'payment-providers': 'PaymentProvider',
  slots: 'Slot',
  products: 'CasinoReview',
}

/** A collection's name and fields, planned from its schema and labelled from collection-labels.server.ts. */
function labelled(slug: CmsCollection['slug'], schema: z.ZodMiniType): Pick<CmsCollection, 'labels' | 'fields'> {
  const { labels, fields } = collectionLabels[slug]
  return { labels, fields: documentFields(schema, { labels: fields }) }
}

export const cmsCollections: readonly CmsCollection[] = [
  {
    slug: 'pages',
    kind: 'pages',
    ...labelled('pages', pageSchema),
    publishSchema: pageDocumentSchema,
    draftSchema: pageSchema,
  },
  {
    slug: 'posts',
    kind: 'posts',
    ...labelled('posts', postSchema),
    publishSchema: postDocumentSchema,
    entryPage: { pageType: 'Article', slugField: 'name' },
  },
  {
    slug: 'components',
    kind: 'components',
    ...labelled('components', componentsSchema),
    publishSchema: componentsSchema,
  },
  ...listCollections.map((collection): CmsCollection => {
    const pageType = entryPageTypes[collection]
    return {
      slug: collection,
      kind: 'list',
      ...labelled(collection, listCollectionSchemas[collection]),
      // A casino's review blocks are checked as a page's are.
      publishSchema: collection === 'products' ? productDocumentSchema : listCollectionSchemas[collection],
      ...(pageType && { entryPage: { pageType, slugField: 'id' } }),
    }
  }),
]

export function cmsCollection(slug: CmsCollection['slug']): CmsCollection {
  const found = cmsCollections.find((collection) => collection.slug === slug)
  if (!found) throw new Error(`No CMS collection ${slug}`)
  return found
}
