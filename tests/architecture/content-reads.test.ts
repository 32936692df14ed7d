// The server reads its own content API with the typed query (docs/decisions/065-typed-content-reads.md):
// the content client hands the query to the API's core as it is, and only the HTTP route parses
// a URL into one. Three ways back to a URL built to be taken apart again fail here: a URL of a
// made-up in-process host, a content URL parsed anywhere but the HTTP handler, and a request URL
// built outside the places that send or name a request.
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { app, matchingLines, root, sourceFiles } from './app-sources.ts'

const appSources = sourceFiles(app)
/** The files of app/ with a line that matches. */
const filesMatching = (pattern: RegExp) => [
  ...new Set(matchingLines(appSources, pattern).map((line) => line.slice(0, line.indexOf(':')))),
]

const inProcessUrl = /['"`]https?:\/\/in-process\b/
const parsesContentUrl = /\bparseContentRequest\(/
const buildsContentUrl = /\bcontentRequest(?:Url|Target)\(/
/** A content read given a schema built there and then: a new object, and parse key, for every call. */
const schemaPerCall = /\bgetContent\([^,]+,\s*z\./

describe('typed content reads in process', () => {
  test('no code under app/ builds a URL for an in-process read', () => {
    expect(matchingLines(appSources, inProcessUrl)).toEqual([])
  })

  test('only the HTTP handler parses a content URL into a query', () => {
    expect(filesMatching(parsesContentUrl)).toEqual([
      'app/server/content/handle-content-request.server.ts',
      'app/server/content/parse-content-request.server.ts',
    ])
  })

  test('a query becomes a request URL only where it goes over HTTP, keys a cache or names an endpoint', () => {
    expect(filesMatching(buildsContentUrl).sort()).toEqual(
      [
        // The HTTP client: the browser, and the server when INTERNAL_API_URL is set.
        'app/api/content/client.ts',
        // The definition.
        'app/contracts/content/content-query.ts',
        // The key a cached answer is kept under, and the endpoint an error report names.
        'app/server/content/cached-source.server.ts',
        'app/server/content/handle-content-request.server.ts',
        // An external CMS is asked over HTTP.
        'app/server/content/remote-source.server.ts',
        // The store's answers are memoised under the same key.
        'app/server/content/store-source.server.ts',
      ].sort(),
    )
  })

  test('the direct read and its type know no URL', () => {
    const direct = ['app/server/content/in-process-read.server.ts', 'app/site/server-content-read.ts'].map((file) =>
      path.join(root, file),
    )
    expect(
      matchingLines(direct, /\bnew URL\(|\bbuildUrl\b|\bcontentRequest(?:Url|Target)\b|\bURLSearchParams\b/),
    ).toEqual([])
  })

  test('every content read names a schema made once, which the parse of a body is kept under', () => {
    expect(matchingLines(appSources, schemaPerCall)).toEqual([])
  })

  test('the patterns catch what they are meant to', () => {
    expect(inProcessUrl.test("new URL(buildUrl('http://in-process/api', path))")).toBe(true)
    expect(inProcessUrl.test('`https://in-process/api/content/menus`')).toBe(true)
    expect(inProcessUrl.test('// reads in-process, without HTTP')).toBe(false)
    expect(parsesContentUrl.test('const parsed = parseContentRequest(new URL(request.url))')).toBe(true)
    expect(buildsContentUrl.test('const key = contentRequestUrl(query)')).toBe(true)
    expect(schemaPerCall.test("getContent('redirects', z.array(redirectSchema), { kind: 'list' })")).toBe(true)
    expect(schemaPerCall.test("getContent('redirects', redirectsSchema, { kind: 'list' })")).toBe(false)
  })
})
