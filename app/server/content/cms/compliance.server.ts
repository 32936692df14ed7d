// The German market's rules (app/products/compliance-rules.ts) as the CMS applies them: to a
// document about to be published (the refusal names each rule at its field, in German), and to
// everything a website and locale publish (the admin's compliance view). Documents come in their
// CMS shape and are read back onto the contract, as the site reads them.
import type { PageType, Website } from '../../../../app.config.ts'
import type { GglWhitelistEntry, Product } from '../../../contracts/content/schemas.ts'
import {
  type ComplianceFacts,
  type ComplianceProblem,
  casinoComplianceProblems,
  documentComplianceProblems,
} from '../../../products/compliance-rules.ts'
import { gglWhitelistOf, gglWhitelistTakenOn, isWhitelisted } from '../../../products/ggl-whitelist.ts'
import { showsWhitelistedOnly } from '../../../products/market-rules.ts'
import { type CmsCollection, cmsCollection } from './cms-collections.server.ts'
import { cmsPath, fromCms, type MediaRefs } from './cms-document.server.ts'

type Doc = Record<string, unknown>

/** The published documents of a collection in the document's website and locale, as the CMS stores them. */
export type FindPublished = (slug: 'products' | 'ggl-whitelist' | 'pages' | 'posts') => Promise<Doc[]>

/** The collections the rules look at. */
export const checkedCollections: readonly CmsCollection['slug'][] = ['products', 'pages', 'posts']

async function factsOf(find: FindPublished) {
  const products = (await find('products')).map((doc) => fromCms(cmsCollection('products').fields, doc) as Product)
  const entries = (await find('ggl-whitelist')).map(
    (doc) => fromCms(cmsCollection('ggl-whitelist').fields, doc) as GglWhitelistEntry,
  )
  return { products, entries, facts: { products, whitelist: gglWhitelistOf(entries) } satisfies ComplianceFacts }
}

const pageTypeOf = (website: Website, locale: string, path: unknown): PageType | undefined =>
  website.routes.find((route) => route.path === path && route.meta.locale === locale)?.meta.pageType

function problemsOf(
  slug: CmsCollection['slug'],
  value: Doc,
  facts: ComplianceFacts,
  website: Website,
  locale: string,
): ComplianceProblem[] {
  const blocks = (Array.isArray(value.blocks) ? value.blocks : []) as Doc[]
  if (slug === 'products')
    return [...casinoComplianceProblems(value as Product), ...documentComplianceProblems({ blocks }, facts)]
  const pageType = slug === 'pages' ? pageTypeOf(website, locale, value.path) : undefined
  return documentComplianceProblems({ blocks }, facts, pageType)
}

/**
 * What keeps a document from being published on a website and locale whose market has the rules:
 * each problem at its CMS field path, in German. None where the market has no such rules.
 */
export async function publishComplianceErrors(
  collection: CmsCollection,
  document: Doc,
  { website, locale, find, media }: { website: Website; locale: string; find: FindPublished; media?: MediaRefs },
): Promise<{ path: string; message: string }[]> {
  if (!checkedCollections.includes(collection.slug) || !showsWhitelistedOnly(website, locale)) return []
  const value = fromCms(collection.fields, document, media)
  const { facts } = await factsOf(find)
  // The casino being saved is judged as it will be, not as it was published.
  const products =
    collection.slug === 'products'
      ? [...facts.products.filter((product) => product.id !== value.id), value as Product]
      : facts.products
  return problemsOf(collection.slug, value, { ...facts, products }, website, locale).map(({ path, message }) => ({
    path: cmsPath(collection.fields, value, path).path,
    message: message.de,
  }))
}

export type CasinoCompliance = {
  doc: Doc
  name: string
  whitelisted: boolean
  bonusTermsComplete: boolean
  problems: ComplianceProblem[]
}
export type DocumentCompliance = { slug: 'pages' | 'posts'; doc: Doc; title: string; problems: ComplianceProblem[] }
export type ComplianceState = {
  /** The day the site's copy of the GGL whitelist was taken; undefined when it is empty. */
  whitelistTakenOn: string | undefined
  casinos: CasinoCompliance[]
  /** Only the pages and posts that break a rule. */
  failing: DocumentCompliance[]
}

/** Everything a website publishes in a locale, judged: every casino, and each page or post that fails. */
export async function complianceState(website: Website, locale: string, find: FindPublished): Promise<ComplianceState> {
  const { facts, entries } = await factsOf(find)
  const casinoDocs = await find('products')
  const casinos = casinoDocs.map((doc): CasinoCompliance => {
    const value = fromCms(cmsCollection('products').fields, doc) as Product
    const problems = problemsOf('products', value, facts, website, locale)
    return {
      doc,
      name: value.name,
      whitelisted: isWhitelisted(value, facts.whitelist),
      bonusTermsComplete: !problems.some((problem) => problem.rule === 'bonus-terms'),
      problems,
    }
  })
  const failing: DocumentCompliance[] = []
  for (const slug of ['pages', 'posts'] as const)
    for (const doc of await find(slug)) {
      const value = fromCms(cmsCollection(slug).fields, doc)
      const problems = problemsOf(slug, value, facts, website, locale)
      const title = String((value.meta as Doc | undefined)?.title ?? value.title ?? value.path ?? doc.id)
      if (problems.length > 0) failing.push({ slug, doc, title, problems })
    }
  return { whitelistTakenOn: gglWhitelistTakenOn(entries), casinos, failing }
}
