// A Payload collection for one content collection of the site (docs/decisions/016-payload-cms.md):
// the document's website and locale, its place in its list, and the fields planned from the
// collection's zod schema; labelled and validated by it; the site told after publishing. Every
// collection has drafts with autosave and scheduled publishing, so a change is live only once an
// editor publishes it (now or at a chosen time), and its preview shows it first; a page's live
// preview follows an editor's typing. Posts are also written by authors, each their own, as drafts.
import type { Access, CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'
import {
  appConfig,
  type CmsCollection,
  cookieCategoriesLocale,
  localeField,
  positionField,
  siteField,
  siteLocales,
} from '../../../app/server/cms-contract.server.ts'
import {
  authorsWriteDrafts,
  contentWriters,
  contentWritersField,
  ownerField,
  postCreators,
  postUpdaters,
} from '../access/roles.ts'
import { checkComplianceBeforePublish } from '../compliance/compliance-hook.ts'
import { payloadFields } from '../fields/payload-fields.ts'
import { licenceHeldOnce } from '../hooks/licence-held-once.ts'
import { documentPreviewUrl } from '../hooks/preview-url.ts'
import { redirectMovedPage } from '../hooks/redirect-moved-page.ts'
import { rememberStoredRow, revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate-site.ts'
import { validateDocumentWithZod, zodFieldValidate } from '../hooks/validate-with-zod.ts'

/** Autosave interval of a page's draft: short, so its live preview keeps up with typing. */
const autosaveMs = 300

/** Every website's locales, and the one the site-wide cookie categories are kept in. */
const locales = [...new Set([...appConfig.websites.flatMap(siteLocales), cookieCategoriesLocale])]

const bookkeepingFields = (collection: CmsCollection): Field[] => [
  {
    name: siteField,
    type: 'select',
    required: true,
    index: true,
    label: { de: 'Website', en: 'Website' },
    options: appConfig.websites.map((site) => ({ label: `${site.id} ${site.displayName}`, value: String(site.id) })),
    admin: { position: 'sidebar' },
  },
  {
    name: localeField,
    type: 'select',
    required: true,
    index: true,
    label: { de: 'Sprache', en: 'Locale' },
    options: locales.map((locale) => ({ label: locale, value: locale })),
    admin: { position: 'sidebar' },
  },
  ...(collection.kind === 'list'
    ? [
        {
          name: positionField,
          type: 'number',
          label: { de: 'Position in der Liste', en: 'Position in the list' },
          admin: {
            position: 'sidebar',
            description: { de: 'Kleinere Zahlen stehen weiter vorn.', en: 'Lower numbers come first.' },
          },
        } satisfies Field,
      ]
    : []),
]

/** The user who created a post: who, as an author, may go on editing it. Set by the CMS, changed by editors only. */
const ownerFieldConfig: Field = {
  name: ownerField,
  type: 'relationship',
  relationTo: 'users',
  label: { de: 'Erstellt von', en: 'Created by' },
  access: { update: contentWritersField },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      de: 'Ein Autor bearbeitet nur Beiträge, die er erstellt hat.',
      en: 'An author edits only the posts they created.',
    },
  },
}

/**
 * Visual editing: the form's side of the live-preview pane's block outlines (decision 088), and of a
 * preview link's "open this block" (decision 095). A field of no data, rendered in the form of every
 * document with blocks (where the form's row operations are at hand) and showing nothing.
 */
const visualEditingField: Field = {
  name: 'visualEditing',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/visual-editing/visual-editing-bridge.tsx#VisualEditingBridge' },
  },
}

const setOwner: CollectionBeforeChangeHook = ({ data, operation, req }) =>
  operation === 'create' && req.user ? { ...data, [ownerField]: req.user.id } : data

/** Anyone may read what is published (the site reads without a key); drafts need a logged-in user or API key. */
const publishedOrUser: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

const titleField = (collection: CmsCollection) =>
  ['path', 'title', 'name', 'label', 'providerName'].find((name) =>
    collection.fields.some((field) => field.cmsName === name && field.plan.kind === 'text'),
  )

const groups = {
  list: { de: 'Listen', en: 'Lists' },
  content: { de: 'Inhalte', en: 'Content' },
}

export function contentCollection(collection: CmsCollection): CollectionConfig {
  const isPages = collection.kind === 'pages'
  const isPosts = collection.kind === 'posts'
  const hasBlocks = collection.fields.some((field) => field.plan.kind === 'blocks')
  const title = titleField(collection)
  const validate = zodFieldValidate(collection)
  return {
    slug: collection.slug,
    labels: collection.labels,
    admin: {
      ...(title && { useAsTitle: title }),
      defaultColumns: [title ?? 'id', siteField, localeField, '_status'],
      group: collection.kind === 'list' ? groups.list : groups.content,
      preview: (doc) => documentPreviewUrl(collection, doc),
      // A page's pane reloads its draft on every autosave; an entry's page reads its lists only when it loads.
      ...(isPages && { livePreview: { url: ({ data }) => documentPreviewUrl(collection, data) } }),
    },
    access: {
      read: publishedOrUser,
      create: isPosts ? postCreators : contentWriters,
      update: isPosts ? postUpdaters : contentWriters,
      delete: contentWriters,
    },
    // Only a page autosaves (its live preview follows typing); an entry or article is saved as a draft by
    // hand, so a refused publish keeps its marks on the fields until they are fixed.
    versions: {
      drafts: { ...(isPages && { autosave: { interval: autosaveMs } }), schedulePublish: true },
      maxPerDoc: 50,
    },
    defaultSort: collection.kind === 'list' ? positionField : undefined,
    fields: [
      ...bookkeepingFields(collection),
      ...(isPosts ? [ownerFieldConfig] : []),
      ...(hasBlocks ? [visualEditingField] : []),
      ...collection.fields.flatMap((field) => payloadFields(field, validate)),
    ],
    hooks: {
      // Authors: every write a draft, whatever the route (access sees the data, not the route).
      beforeOperation: isPosts ? [authorsWriteDrafts] : [],
      beforeValidate: [
        validateDocumentWithZod(collection),
        checkComplianceBeforePublish(collection),
        ...(collection.slug === 'products' ? [licenceHeldOnce] : []),
      ],
      beforeChange: [...(isPosts ? [setOwner] : []), rememberStoredRow],
      // A moved page keeps a redirect from its old path; before the site is told, so it reads it at once.
      afterChange: [...(isPages ? [redirectMovedPage] : []), revalidateAfterChange(collection)],
      afterDelete: [revalidateAfterDelete(collection)],
    },
  }
}
