// The editors' rich-text editor (Lexical) offers exactly what the site renders of rich text (the
// sanitiser's allow-list, app/server/content/sanitize-rich-text.server.ts): headings h2-h4,
// paragraphs and line breaks, bold and italic, bulleted and numbered lists, quotes, and links to a
// URL or to a page. Tables are the table block's, not rich text's. The site reads HTML, so an
// editor state is written out as the sanitiser's HTML, and HTML (content/, API writes) read in.
import {
  BlockquoteFeature,
  BoldFeature,
  convertHTMLToLexical,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  type SanitizedServerEditorConfig,
  type SerializedLinkNode,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConverter, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { JSDOM } from 'jsdom'
import { sanitizeUrl } from 'payload/shared'
import { sanitizeRichText } from '../../../app/server/cms-contract.server.ts'

/** The collection internal links point to: a link to a page is written out as the page's path. */
export const linkedCollection = 'pages'

export const richTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    // A pasted URL stays text until an editor makes it a link: the site's links are chosen, not found.
    LinkFeature({ enabledCollections: [linkedCollection], disableAutoLinks: true }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

type Element = SerializedLexicalNode & { children?: SerializedLexicalNode[]; tag?: string }
type Text = SerializedLexicalNode & { text: string; format: number }

/** Lexical's text format bits the editor offers. */
const isBold = 1
const isItalic = 1 << 1

/** An element whose tag is its node's (heading, list) or a fixed one, with its children inside. */
const wrapIn =
  (tagOf: (node: Element) => string): HTMLConverter<Element> =>
  ({ node, nodesToHTML }) => {
    const tag = tagOf(node)
    return `<${tag}>${nodesToHTML({ nodes: node.children ?? [] }).join('')}</${tag}>`
  }

/** Linked pages' paths by page id, looked up by the caller before writing a state out (linkedPageIds). */
export type PagePaths = ReadonlyMap<string, string>

const linkId = (fields: SerializedLinkNode['fields']) => {
  const value = fields.doc?.value
  return value === undefined || value === null ? undefined : String(typeof value === 'object' ? value.id : value)
}

function hrefOf(fields: SerializedLinkNode['fields'], pagePaths: PagePaths): string {
  if (fields.linkType !== 'internal') return fields.url ?? ''
  const value = fields.doc?.value
  if (typeof value === 'object' && value !== null && typeof value.path === 'string') return value.path
  const id = linkId(fields)
  return (id !== undefined && pagePaths.get(id)) || ''
}

/** The ids of the pages a state links to, to look up their paths before writing it out. */
export function linkedPageIds(state: SerializedEditorState): string[] {
  const ids: string[] = []
  const visit = (node: SerializedLexicalNode) => {
    const { fields, children } = node as Partial<SerializedLinkNode>
    if (node.type === 'link' && fields?.linkType === 'internal' && fields.doc?.relationTo === linkedCollection) {
      const id = linkId(fields)
      if (id !== undefined) ids.push(id)
    }
    for (const child of children ?? []) visit(child)
  }
  visit(state.root)
  return ids
}

/** The editor's nodes as the site's HTML; a node the editor does not offer writes nothing. */
const converters = (pagePaths: PagePaths): HTMLConverters => ({
  // An empty paragraph is a spare line in the editor, not content.
  paragraph: ({ node, nodesToHTML }) => {
    const inner = nodesToHTML({ nodes: (node as Element).children ?? [] }).join('')
    return inner === '' ? '' : `<p>${inner}</p>`
  },
  // The editor reads in only the levels it offers (h2-h4); others arrive as paragraphs.
  heading: wrapIn((node) => node.tag ?? 'h2'),
  list: wrapIn((node) => (node.tag === 'ol' ? 'ol' : 'ul')),
  listitem: wrapIn(() => 'li'),
  quote: wrapIn(() => 'blockquote'),
  linebreak: '<br>',
  text: ({ node }) => {
    const { text, format } = node as Text
    const bold = format & isBold ? `<strong>${escapeText(text)}</strong>` : escapeText(text)
    return format & isItalic ? `<em>${bold}</em>` : bold
  },
  link: ({ node, nodesToHTML }) => {
    const { fields, children } = node as SerializedLinkNode
    const text = nodesToHTML({ nodes: children ?? [] }).join('')
    const href = sanitizeUrl(hrefOf(fields, pagePaths))
    // A link that leads nowhere (its page gone, its URL refused) is its text.
    if (href === '' || href === '#') return text
    // As the sanitiser writes a link leaving the site.
    const rel = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : ''
    const target = fields.newTab ? ' target="_blank"' : ''
    return `<a href="${escapeAttribute(href)}"${rel}${target}>${text}</a>`
  },
  unknown: '',
})

/**
 * An editor state as the contract's HTML: only tags and attributes of the sanitiser's allow-list, in
 * the form content/ keeps (the site sanitises what it reads all the same).
 */
export function htmlOfRichText(state: SerializedEditorState, pagePaths: PagePaths = new Map()): string {
  return convertLexicalToHTML({
    data: state,
    converters: converters(pagePaths),
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}

/** The contract's HTML as an editor state of the given editor, what the site would not render left out first. */
export function richTextOfHtml(html: string, editorConfig: SanitizedServerEditorConfig): SerializedEditorState {
  return convertHTMLToLexical({ editorConfig, html: sanitizeRichText(html), JSDOM })
}
