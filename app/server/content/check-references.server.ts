// References between content entries of one locale must resolve: a casino's payment methods, a
// slot's studio, a post's author, the ids blocks name. A reference into a collection that is itself
// broken is not checked (that file's own problems are already reported).
import type { Block } from '../../blocks/schemas.ts'
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

function checkBlock(block: Block, at: string, known: KnownIds, expect: Expect) {
  switch (block.blockType) {
    case 'hero':
    case 'authorBox':
      expect(`${at}.authorId`, block.authorId, known.authors, 'author')
      break
    case 'casinoList':
      expect(
        `${at}.filter.paymentProviderId`,
        block.filter.paymentProviderId,
        known.paymentProviders,
        'payment provider',
      )
      break
    case 'paymentProviderGrid':
      for (const [i, id] of (block.providerIds ?? []).entries())
        expect(`${at}.providerIds[${i}]`, id, known.paymentProviders, 'payment provider')
      break
    case 'gameProviderGrid':
      for (const [i, id] of (block.providerIds ?? []).entries())
        expect(`${at}.providerIds[${i}]`, id, known.gameProviders, 'game provider')
      break
    case 'slotsGrid':
      expect(`${at}.gameProviderId`, block.gameProviderId, known.gameProviders, 'game provider')
      break
    case 'articleSummaries':
      if (block.source.kind === 'author')
        expect(`${at}.source.authorId`, block.source.authorId, known.authors, 'author')
      if (block.source.kind === 'names')
        for (const [i, name] of block.source.names.entries())
          expect(`${at}.source.names[${i}]`, name, known.postNames, 'post')
      break
  }
}

function checkBlocks(file: string, blocks: readonly Block[], known: KnownIds, report: Report) {
  const expect = expectIn(file, report)
  for (const [index, block] of blocks.entries()) checkBlock(block, `$.blocks[${index}]`, known, expect)
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
