// The attributes a verified draft preview adds to its markup for visual editing (decision 094), in
// a module of their own: the page's renderer reads them, and visitors' first load must not carry the
// protocol's schemas (visual-editing.ts) with them. No visitor's page has either attribute.

/** On a block's wrapper: its BlockEditorRef (visual-editing.ts) as JSON. */
export const blockEditorAttribute = 'data-editor'

/**
 * On an entry a block shows (an author, a provider): its content id, where the page renders none for
 * everyone (casinos' and finance products' data-product-id).
 */
export const entryEditorAttribute = 'data-editor-entry'

/** The attributes of an entry shown in a draft preview; none on a visitor's page. */
export const entryEditorProps = (
  preview: boolean,
  contentId: string,
): Partial<Record<typeof entryEditorAttribute, string>> => (preview ? { [entryEditorAttribute]: contentId } : {})
