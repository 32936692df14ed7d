// What the browser's Sentry may send: nothing of a URL after its path. A page's query string and
// fragment carry what the visitor or an editor must not hand to a third party: a draft-preview
// token, an e-mail campaign's user id, the ad platforms' click ids (gclid, fbclid, ...). The SDK
// puts URLs in many places (the event's request URL and Referer, navigation, fetch and XHR
// breadcrumbs, transaction names, error messages), so every string of an event and of a breadcrumb
// is cut, not a list of fields that a new SDK version could outgrow.

/** A URL (absolute, or a path) followed by a query string or fragment: the part kept, and the part cut. */
const urlWithQuery = /((?:[a-z][a-z\d+.-]*:\/\/[^\s?#"'<>]*)|(?:\/[^\s?#"'<>]*))[?#][^\s"'<>]*/gi

/** The text with every URL's query string and fragment removed. */
export function withoutQueries(text: string): string {
  return text.replace(urlWithQuery, '$1')
}

/** The value with every string in it cut as withoutQueries does (plain data: JSON as the SDK sends). */
function scrubbed<T>(value: T): T {
  if (typeof value === 'string') return withoutQueries(value) as T
  if (Array.isArray(value)) return value.map(scrubbed) as T
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) copy[key] = scrubbed(inner)
    return copy as T
  }
  return value
}

/** An event as it may leave: no query string or fragment anywhere, and no parsed query either. */
export function scrubEvent<T extends { request?: { query_string?: unknown } }>(event: T): T {
  const copy = scrubbed(event)
  if (copy.request) delete copy.request.query_string
  return copy
}

/** A breadcrumb (navigation, fetch, xhr, console, ...) as it may be kept. */
export const scrubBreadcrumb = <T>(breadcrumb: T): T => scrubbed(breadcrumb)
