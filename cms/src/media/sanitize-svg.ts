// An uploaded SVG is cleaned before it is stored, so the library never serves active content:
// DOMPurify (SVG profile, in a jsdom window) keeps shapes, text and filters and drops scripts,
// event handlers and foreignObject; on top of it every reference outside the file itself (href,
// url(...), @import) is removed, since an image must not load anything from elsewhere.
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

const { window } = new JSDOM('')
const purify = createDOMPurify(window as unknown as Window & typeof globalThis)
const xml = new window.XMLSerializer()

const referenceAttributes = new Set(['href', 'xlink:href', 'src'])
/** A url(...) that points anywhere but at a fragment of the file itself. */
const outsideUrl = /url\(\s*(?!['"]?#)/i

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const value = data.attrValue.trim()
  if (referenceAttributes.has(data.attrName) && !value.startsWith('#')) data.keepAttr = false
  else if (outsideUrl.test(value)) data.keepAttr = false
  else if (data.attrName === 'xlink:href') {
    // SVG 2's plain href, so the file needs no xlink namespace.
    data.keepAttr = false
    node.setAttribute('href', value)
  }
})

purify.addHook('uponSanitizeElement', (node, data) => {
  // A style sheet may import or point at outside resources; one that does is dropped whole.
  if (data.tagName === 'style' && (/@import/i.test(node.textContent ?? '') || outsideUrl.test(node.textContent ?? '')))
    node.parentNode?.removeChild(node)
})

export class UnsafeSvgError extends Error {}

/** The SVG without its active content and outside references, as an SVG file; throws when no SVG is left. */
export function sanitizeSvg(svg: string): string {
  const fragment = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_ATTR: ['role'],
    FORBID_TAGS: ['foreignObject'],
    RETURN_DOM_FRAGMENT: true,
  })
  const root = fragment.firstElementChild
  if (root?.localName !== 'svg' || fragment.childElementCount !== 1)
    throw new UnsafeSvgError('The file is not one SVG image')
  return xml.serializeToString(root)
}
