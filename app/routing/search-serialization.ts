// How the router reads and writes a URL's query string: as the browser's form submission writes it,
// text values and a repeated name for a list (`?feature=live&feature=mobile`), not the router's
// default JSON (`?feature=%5B%22live%22%5D`). So a list filtered by its form without JavaScript, by
// the router in place and by a typed link has one URL, and the one the page cache keys on
// (app/contracts/list-search.ts) is the one the router keeps: a page's URL is never rewritten
// to another spelling of itself. Each route's validateSearch turns the text into its values.

export function parseSearch(searchStr: string): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(searchStr)) {
    const earlier = search[name]
    search[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value]
  }
  return search
}

export function stringifySearch(search: Record<string, unknown>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(search)) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const each of values) if (each !== undefined && each !== null) query.append(name, String(each))
  }
  const text = query.toString()
  return text === '' ? '' : `?${text}`
}
