// What an editor may point at inside a block in the preview, by block type: a list's items (an FAQ
// question, a table row), each the row of a list field in the CMS form, and the entries shown (a
// casino card, an author, a provider), each a document of its own. Read from the markup the blocks'
// components render (app/blocks/*/component.tsx): their class names and data-product-id, which the
// site renders for everyone, and, for entries it renders no id of, the entry attribute only a draft
// preview renders (editor-attributes.ts).
import { entryEditorAttribute } from '../../contracts/editor-attributes.ts'
import type { documentCollections } from '../../contracts/visual-editing.ts'

type ListItems = { field: string; selector: string }
type ShownDocuments = { collection: (typeof documentCollections)[number]; selector: string; idAttribute: string }

export const listItems: Partial<Record<string, ListItems>> = {
  faq: { field: 'items', selector: '.faq__item' },
  table: { field: 'rows', selector: 'tbody tr' },
}

const products = (collection: ShownDocuments['collection']): ShownDocuments => ({
  collection,
  selector: '[data-product-id]',
  idAttribute: 'data-product-id',
})
const entries = (collection: ShownDocuments['collection']): ShownDocuments => ({
  collection,
  selector: `[${entryEditorAttribute}]`,
  idAttribute: entryEditorAttribute,
})

export const shownDocuments: Partial<Record<string, ShownDocuments>> = {
  casinoList: products('products'),
  financeProductList: products('finance-products'),
  hero: entries('authors'),
  authorBox: entries('authors'),
  gameProviderGrid: entries('game-providers'),
  paymentProviderGrid: entries('payment-providers'),
}

export type PointedPart =
  | { kind: 'item'; field: string; index: number }
  | { kind: 'document'; collection: ShownDocuments['collection']; contentId: string }

/** The part of the block (its element and type) at the element the editor pointed at, if any. */
export function pointedPart(block: Element, blockType: string, pointed: Element): PointedPart | undefined {
  const documents = shownDocuments[blockType]
  const entry = documents && pointed.closest(documents.selector)
  const contentId = entry && block.contains(entry) ? entry.getAttribute(documents.idAttribute) : null
  if (documents && contentId) return { kind: 'document', collection: documents.collection, contentId }
  const list = listItems[blockType]
  const item = list && pointed.closest(list.selector)
  if (!list || !item || !block.contains(item)) return undefined
  const index = [...block.querySelectorAll(list.selector)].indexOf(item)
  return index < 0 ? undefined : { kind: 'item', field: list.field, index }
}
