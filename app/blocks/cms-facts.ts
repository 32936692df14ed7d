// What the CMS tooling does with a block's declared facts (define-block.ts): the one place that
// reads them, so the content check, sanitiser and page rules never switch on block types.

import { isExternalHref } from '../contracts/block-fields.ts'
import type { CmsFacts, ReferenceCollection } from './define-block.ts'
import { mapStringsAt, stringsAt } from './field-paths.ts'

/** True when the block links away from the site (to an operator), so a disclosure must precede it. */
export function linksOutbound<T>(facts: CmsFacts<T>, block: T): boolean {
  const { outboundLinks } = facts
  if (outboundLinks === undefined) return false
  if (outboundLinks === 'always') return true
  return stringsAt(block, outboundLinks.externalHref).some(({ value }) => isExternalHref(value))
}

/** The ids the block names in other collections, each with its path inside the block. */
export function referencesOf<T>(
  facts: CmsFacts<T>,
  block: T,
): { at: string; id: string; collection: ReferenceCollection }[] {
  return (facts.references ?? []).flatMap(({ path, collection }) =>
    stringsAt(block, path).map(({ at, value }) => ({ at, id: value, collection })),
  )
}

/** The block with change applied to each of its rich-text fields; fields of the wrong shape pass. */
export function mapRichText<B>(facts: { richText?: readonly string[] }, block: B, change: (html: string) => string): B {
  return (facts.richText ?? []).reduce((changed, path) => mapStringsAt(changed, path, change), block)
}
