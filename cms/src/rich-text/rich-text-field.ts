// A rich-text field of the content in the CMS: the editor's state (Lexical) under the contract's
// name, and the contract's HTML in a field beside it that editors never see, written from the state
// on every save (drafts and autosaves too), before the zod check reads it. A write that brings only
// the HTML (the import of content/, an API client writing the contract's shape) gets its state from
// that HTML; when both come, the state wins and the HTML is written anew from it.
import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Field, FieldHook, PayloadRequest, RichTextField } from 'payload'
import { richTextHtmlName } from '../../../app/server/cms-contract.server.ts'
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

/** The editor's field named name, and its HTML beside it. */
export function richTextFields(base: { name: string; label?: string }): Field[] {
  const htmlName = richTextHtmlName(base.name)
  return [
    // The editor is the config's (payload.config.ts): one set of features for all rich text.
    { ...base, type: 'richText', hooks: { beforeValidate: [writeHtmlBeside(htmlName)] } },
    // Not in the admin at all (nor sent back by it): only ever written from the editor's state.
    { name: htmlName, type: 'textarea', admin: { disabled: true } },
  ]
}
