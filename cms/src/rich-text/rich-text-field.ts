// A rich-text field of the content in the CMS: the editor's state (Lexical) under the contract's
// name, and the contract's HTML in a field beside it that editors never see, written from the state
// on every save (drafts and autosaves too), before the zod check reads it. A write that brings only
// the HTML (the import of content/, an API client writing the contract's shape) gets its state from
// that HTML; when both come, the state wins and the HTML is written anew from it.
import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Field, FieldHook, PayloadRequest, RichTextField } from 'payload'
import { blockFieldsByType, type NamedField, richTextHtmlName } from '../../../app/server/cms-contract.server.ts'
import { htmlOfRichText, linkedCollection, linkedPageIds, type PagePaths, richTextOfHtml } from './rich-text-html.ts'

const isEditorState = (value: unknown): value is SerializedEditorState =>
  typeof value === 'object' && value !== null && 'root' in value

async function pagePaths(req: PayloadRequest, ids: string[]): Promise<PagePaths> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: linkedCollection,
    where: { id: { in: ids } },
    select: { path: true },
    depth: 0,
    pagination: false,
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), String((doc as { path?: unknown }).path ?? '')]))
}

const writeHtmlBeside =
  (htmlName: string): FieldHook =>
  async ({ value, siblingData, field, req }) => {
    const html = siblingData[htmlName]
    const state = isEditorState(value)
      ? value
      : typeof html === 'string'
        ? richTextOfHtml(html, editorConfigFactory.fromField({ field: field as RichTextField }))
        : value
    if (isEditorState(state)) siblingData[htmlName] = htmlOfRichText(state, await pagePaths(req, linkedPageIds(state)))
    return state
  }

/** The editor's field (its name, label, help and validation), and its HTML beside it. */
export function richTextFields(base: Omit<RichTextField, 'type'>): Field[] {
  const htmlName = richTextHtmlName(base.name)
  return [
    // The editor is the config's (payload.config.ts): one set of features for all rich text.
    { ...base, type: 'richText', hooks: { beforeValidate: [writeHtmlBeside(htmlName)] } },
    // Not in the admin at all (nor sent back by it): only ever written from the editor's state.
    { name: htmlName, type: 'textarea', admin: { disabled: true } },
  ]
}

type Doc = Record<string, unknown>
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The document with each rich text's HTML beside its editor state, as a save writes it. The admin's
 * form state holds the state only (the HTML is never sent), and its checks read the HTML.
 */
export function withHtmlOfEditorStates(fields: readonly NamedField[], doc: Doc): Doc {
  const result: Doc = { ...doc }
  for (const field of fields) {
    const value = doc[field.cmsName]
    const { plan } = field
    if (plan.kind === 'richText') {
      const htmlName = richTextHtmlName(field.cmsName)
      if (result[htmlName] === undefined && isEditorState(value)) result[htmlName] = htmlOfRichText(value)
    } else if (plan.kind === 'group' && isDoc(value)) result[field.cmsName] = withHtmlOfEditorStates(plan.fields, value)
    else if (plan.kind === 'rows' && Array.isArray(value))
      result[field.cmsName] = value.map((row) => (isDoc(row) ? withHtmlOfEditorStates(plan.fields, row) : row))
    else if (plan.kind === 'blocks' && Array.isArray(value))
      result[field.cmsName] = value.map((block) => {
        const blockFields = isDoc(block) ? blockFieldsByType.get(String(block.blockType)) : undefined
        return blockFields && isDoc(block) ? withHtmlOfEditorStates(blockFields, block) : block
      })
  }
  return result
}
