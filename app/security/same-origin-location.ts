// The one check every redirect to our own site passes before it sets Location: the target must be
// a path on this origin. Browsers read "//host" and "/\host" as another host (protocol-relative),
// drop tabs and newlines inside URLs and treat backslashes as slashes, so anything that could turn
// a path into a foreign URL or a script is refused rather than repaired.

/** Control characters, whitespace and backslashes: a browser strips or reads them specially in a URL. */
const hasUnsafeCharacter = (text: string) =>
  [...text].some((character) => character <= ' ' || character === '\u007f' || character === '\\')

/** Whether `location` is a path on the answering origin that no browser reads as another origin. */
export function isSameOriginPath(location: string): boolean {
  if (!location.startsWith('/') || location.startsWith('//')) return false
  if (hasUnsafeCharacter(location)) return false
  // Resolved against two different origins, a local path keeps each origin.
  const first = new URL(location, 'https://a.invalid')
  const second = new URL(location, 'https://b.invalid')
  return first.origin === 'https://a.invalid' && second.origin === 'https://b.invalid'
}
