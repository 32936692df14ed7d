// Structured data wants answers as plain text; the CMS gives sanitised HTML. This needs no DOM, so
// it runs the same on the server and in the browser.
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
}

const maxCodePoint = 0x10ffff

function decodeEntity(entity: string, body: string): string {
  if (!body.startsWith('#')) return namedEntities[body] ?? entity
  const hex = body[1] === 'x' || body[1] === 'X'
  const codePoint = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
  return codePoint <= maxCodePoint ? String.fromCodePoint(codePoint) : entity
}

export function htmlToText(html: string): string {
  return (
    html
      // Block ends and line breaks separate words that the markup alone kept apart.
      .replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|div|tr)>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity)
      .replace(/\s+/g, ' ')
      .trim()
  )
}
