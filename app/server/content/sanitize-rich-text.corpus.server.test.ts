// Every vector of the XSS corpus (tests/fixtures/xss/xss-vectors.json) comes out of the rich text
// sanitiser inert: only the editorial elements, only a link's href/rel/target, only web and mail
// links (read the way a browser reads them: entities decoded, tabs and control characters dropped),
// and stable when sanitised again (markup that changes on re-parsing is how mutation XSS starts).
// The browser side of the same corpus is tests/e2e/xss-corpus.e2e.ts.
import { parseDocument } from 'htmlparser2'
import { describe, expect, test } from 'vitest'
import vectors from '../../../tests/fixtures/xss/xss-vectors.json' with { type: 'json' }
import { sanitizeRichText } from './sanitize-rich-text.server.ts'

const editorialElements = new Set(
  'p br h2 h3 h4 ul ol li strong em b i a blockquote table thead tbody tr th td caption'.split(' '),
)
const linkAttributes = new Set(['href', 'rel', 'target'])

type ChildNode = ReturnType<typeof parseDocument>['children'][number]

/** What a browser does to a URL attribute before reading its scheme. */
const asBrowserReads = (href: string) =>
  [...href]
    .filter((character) => character > ' ' && character !== '\u007f')
    .join('')
    .toLowerCase()

function hrefIsSafe(href: string): boolean {
  const url = asBrowserReads(href)
  if (url.startsWith('//') || url.startsWith('/\\') || url.startsWith('\\')) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1]
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme)
}

/** Every reason the markup is not inert; empty when it is. */
function problemsOf(nodes: readonly ChildNode[]): string[] {
  return nodes.flatMap((node) => {
    // Elements (script and style included) are the nodes with attributes; text and comments are inert.
    if (!('attribs' in node)) return node.type === 'cdata' || node.type === 'directive' ? [`${node.type} node`] : []
    const element = node
    const problems: string[] = []
    if (!editorialElements.has(element.name)) problems.push(`element <${element.name}>`)
    for (const [name, value] of Object.entries(element.attribs)) {
      if (element.name !== 'a' || !linkAttributes.has(name)) problems.push(`attribute ${name} on <${element.name}>`)
      if (name === 'href' && !hrefIsSafe(value)) problems.push(`href ${JSON.stringify(value)}`)
      if (name === 'target' && !['_blank', '_self'].includes(value)) problems.push(`target ${value}`)
    }
    return [...problems, ...problemsOf(element.children)]
  })
}

describe('the XSS corpus', () => {
  test('has vectors of every kind the sanitiser must stop', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(90)
  })

  test.each(vectors)('$name comes out inert', ({ html }) => {
    const clean = sanitizeRichText(html)
    expect(problemsOf(parseDocument(clean, { decodeEntities: true }).children)).toEqual([])
    expect(sanitizeRichText(clean)).toBe(clean)
  })
})
