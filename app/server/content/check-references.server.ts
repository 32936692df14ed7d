// References between content entries of one locale must resolve: a casino's payment methods and
// its review's author, a slot's studio, a post's author, the ids blocks name. A reference into a
// collection that is itself broken is not checked (that file's own problems are already reported).
// Blocks declare their references (cms.references in each block.ts).

import { type Block, blockDefinition, isBlockType } from '../../blocks/catalogue.ts'
import { referencesOf } from '../../blocks/cms-facts.ts'
import type { ReferenceCollection } from '../../blocks/define-block.ts'
import type { BlockEnvelope, Product } from '../../contracts/content/schemas.ts'
import type { LocaleContent } from './collections.server.ts'
import type { Report } from './parse-content-files.server.ts'

type Known = ReadonlySet<string> | undefined
type KnownIds = { authors: Known; categories: Known; paymentProviders: Known; gameProviders: Known; postNames: Known }
/** Reports `id` at `path` of the file unless it is one of `known`. */
type Expect = (path: string, id: string | undefined, known: Known, what: string) => void

const idsOf = (entries: readonly { id: string }[] | undefined): Known =>
  entries && new Set(entries.map((entry) => entry.id))

/** The path of a site link without its #fragment, as routes are matched. */
const withoutFragment = (path: string) => path.replace(/#.*$/, '')

function expectIn(file: string, report: Report): Expect {
  return (path, id, known, what) => {
    if (id !== undefined && known && !known.has(id)) report(file, path, `Unknown ${what} "${id}"`)
  }
}

/** What a block's declared references must resolve to, and how a miss is named. */
function referenceTargets(known: KnownIds): Record<ReferenceCollection, { known: Known; what: string }> {
  return {
    authors: { known: known.authors, what: 'author' },
    paymentProviders: { known: known.paymentProviders, what: 'payment provider' },
    gameProviders: { known: known.gameProviders, what: 'game provider' },
    posts: { known: known.postNames, what: 'post' },
  }
}

function checkBlocks(file: string, blocks: readonly Block[], known: KnownIds, report: Report) {
  const expect = expectIn(file, report)
  const targets = referenceTargets(known)
  for (const [index, block] of blocks.entries())
    for (const { at, id, collection } of referencesOf(blockDefinition(block.blockType).cms, block))
      expect(`$.blocks[${index}].${at}`, id, targets[collection].known, targets[collection].what)
}

/**
 * A review's block parsed with its catalogue schema, not blocks/parse-blocks.ts: that one reads the
 * browser's table gathered by import.meta.glob, which scripts and the CMS under Node do not have.
 */
function parseReviewBlock(envelope: BlockEnvelope): { ok: true; block: Block } | { ok: false; reason: string } {
  if (!isBlockType(envelope.blockType)) return { ok: false, reason: `Unknown block type "${envelope.blockType}"` }
  const result = blockDefinition(envelope.blockType).schema.safeParse(envelope)
  if (result.success) return { ok: true, block: result.data }
  const reason = result.error.issues.map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`).join('; ')
  return { ok: false, reason }
}

/** A casino review's blocks come as envelopes (the product's contract): each must be a valid block. */
function checkReviewBlocks(file: string, index: number, product: Product, known: KnownIds, report: Report) {
  const expect = expectIn(file, report)
  const targets = referenceTargets(known)
  for (const [j, envelope] of (product.blocks ?? []).entries()) {
    const at = `$[${index}].blocks[${j}]`
    const parsed = parseReviewBlock(envelope)
    if (!parsed.ok) report(file, at, `Invalid ${envelope.blockType} block: ${parsed.reason}`)
    else
      for (const reference of referencesOf(blockDefinition(parsed.block.blockType).cms, parsed.block))
        expect(
          `${at}.${reference.at}`,
          reference.id,
          targets[reference.collection].known,
          targets[reference.collection].what,
        )
  }
}

export function checkReferences(
  locale: string,
  content: LocaleContent,
  postNames: ReadonlySet<string>,
  routePaths: ReadonlySet<string>,
  report: Report,
) {
  const known: KnownIds = {
    authors: idsOf(content.authors),
    categories: idsOf(content.categories),
    paymentProviders: idsOf(content['payment-providers']),
    gameProviders: idsOf(content['game-providers']),
    postNames,
  }

  const inProducts = expectIn(`${locale}/products.json`, report)
  for (const [i, product] of (content.products ?? []).entries()) {
    for (const [j, id] of product.paymentProviderIds.entries())
      inProducts(`$[${i}].paymentProviderIds[${j}]`, id, known.paymentProviders, 'payment provider')
    for (const [j, id] of product.gameProviderIds.entries())
      inProducts(`$[${i}].gameProviderIds[${j}]`, id, known.gameProviders, 'game provider')
    inProducts(`$[${i}].review.authorId`, product.review?.authorId, known.authors, 'author')
    checkReviewBlocks(`${locale}/products.json`, i, product, known, report)
  }

  const inSlots = expectIn(`${locale}/slots.json`, report)
  for (const [i, slot] of (content.slots ?? []).entries())
    inSlots(`$[${i}].gameProviderId`, slot.gameProviderId, known.gameProviders, 'game provider')

  for (const [i, provider] of (content['payment-providers'] ?? []).entries())
    if (provider.listPath !== undefined && !routePaths.has(withoutFragment(provider.listPath)))
      report(`${locale}/payment-providers.json`, `$[${i}].listPath`, `"${provider.listPath}" is not a ${locale} route`)

  for (const { name, document } of content.posts ?? []) {
    const file = `${locale}/posts/${name}.json`
    const inPost = expectIn(file, report)
    inPost('$.authorId', document.authorId, known.authors, 'author')
    inPost('$.categoryId', document.categoryId, known.categories, 'category')
    checkBlocks(file, document.blocks, known, report)
  }
  for (const { name, document } of content.pages ?? [])
    checkBlocks(`${locale}/pages/${name}.json`, document.blocks, known, report)
}
