// The inline hydration payload of a server-rendered page: the bytes of its inline scripts (the
// router's dehydrated state, the query data, TanStack's bootstrap), not the page's JSON-LD, which
// is content for search engines, not for hydration.
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g

export function inlinePayloadBytes(html: string): number {
  let bytes = 0
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript))
    if (!attributes.includes('application/ld+json')) bytes += Buffer.byteLength(body)
  return bytes
}
