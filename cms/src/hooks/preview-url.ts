// The preview button and the live-preview pane open the site's signed draft preview (the site's own
// token function, so the site accepts it), where every collection's latest drafts are shown. A page
// previews itself; a list entry or post with a page of its own (a casino's review, a slot, an
// article) previews that page; any other entry (a finance product, a menu) the front page of its
// locale, the first page of its route table. Without PREVIEW_SECRET there is no preview.
import {
  appConfig,
  type CmsCollection,
  createPreviewToken,
  entryPath,
} from '../../../app/server/cms-contract.server.ts'
import { cmsConfig } from '../cms-env.ts'

/** A preview link lives as long as an editing session may. */
const previewHours = 12
const hourMs = 3_600_000

/**
 * When a link made now expires: 12 hours on, rounded up to the hour. The admin asks for the link
 * again after every save, autosave included; a link that changed would reload the live-preview
 * pane each time, so within the hour it stays the same.
 */
export const previewExpiry = (now: number) => new Date((Math.ceil(now / hourMs) + previewHours) * hourMs)

type Doc = Record<string, unknown>

/** The site path a document is previewed at, or undefined when it has none (yet). */
export function previewPathOf(collection: CmsCollection, doc: Doc): string | undefined {
  if (collection.kind === 'pages') return typeof doc.path === 'string' ? doc.path : undefined
  const website = appConfig.websites.find((site) => String(site.id) === String(doc.site))
  const frontPage = website?.routes.find((route) => route.meta.locale === doc.locale)
  if (!website || !frontPage) return undefined
  const slugField = collection.fields.find((field) => field.name === collection.entryPage?.slugField)
  const slug = slugField && doc[slugField.cmsName]
  const ownPage =
    collection.entryPage && typeof slug === 'string' && slug !== ''
      ? entryPath(website, collection.entryPage.pageType, frontPage.meta.locale, slug)
      : undefined
  return ownPage ?? frontPage.path
}

function previewUrl(page: { site?: unknown; path?: unknown }): string | null {
  const { previewSecret: secret, siteUrl } = cmsConfig()
  if (!secret || typeof page.site !== 'number' || typeof page.path !== 'string' || !page.path.startsWith('/'))
    return null
  const token = createPreviewToken(secret, page.path, previewExpiry(Date.now()))
  const url = new URL(page.path, siteUrl(page.site))
  url.searchParams.set('preview', token)
  return url.toString()
}

/** The preview link of a document of a collection. */
export const documentPreviewUrl = (collection: CmsCollection, doc: Doc) =>
  previewUrl({ site: Number(doc.site), path: previewPathOf(collection, doc) })
