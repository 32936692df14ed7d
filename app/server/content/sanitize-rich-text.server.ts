// Editorial HTML reaches visitors as markup, so it is cut down to a small allow-list before it is
// stored or passed on: text structure, links and tables; nothing that runs, styles or embeds.
import sanitizeHtml from 'sanitize-html'
import { blockDefinition, isBlockType } from '../../blocks/catalogue.ts'
import { mapRichText } from '../../blocks/cms-facts.ts'
import type { BlockEnvelope } from '../../contracts/content/schemas.ts'

const externalLinkRel = ['noopener', 'noreferrer']
const linkTargets = new Set(['_blank', '_self'])

/**
 * Links: only the _blank and _self targets (a named target could reach another window), and
 * noopener/noreferrer on links leaving the site, keeping rel values of their own such as sponsored.
 */
function normaliseLink(tagName: string, { target, ...attribs }: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (target !== undefined && linkTargets.has(target)) attribs.target = target
  if (!/^https?:/i.test(attribs.href ?? '')) return { tagName, attribs }
  const rel = new Set([...(attribs.rel ?? '').split(/\s+/).filter(Boolean), ...externalLinkRel])
  return { tagName, attribs: { ...attribs, rel: [...rel].join(' ') } }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // Relative links stay allowed; '//host' links count as foreign and are dropped.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Whatever is inside these is code or drawing, never text worth keeping.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'svg', 'math', 'iframe', 'template'],
  transformTags: { a: normaliseLink },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options)
}

/** Sanitises the fields a block declares as rich text (cms.richText); unknown blocks pass unchanged. */
export function sanitizeBlockHtml<B extends BlockEnvelope>(block: B): B {
  if (!isBlockType(block.blockType)) return block
  return mapRichText(blockDefinition(block.blockType).cms, block, sanitizeRichText)
}

/** A page or post with the HTML of every block sanitised. */
export function sanitizeDocumentHtml<D extends { blocks: readonly BlockEnvelope[] }>(document: D): D {
  return { ...document, blocks: document.blocks.map(sanitizeBlockHtml) }
}
