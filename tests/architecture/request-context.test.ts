// One request context, built once at the door (docs/decisions/067-one-page-request-context.md):
// what a page needs of its request (site, country, route, consent class, preview) is worked out
// by one module and read from one type. The rules this test holds:
// - the context's type is declared once, and every file that names it imports it from there;
// - it is built in one module, called only by the server's two doors (the production server and,
//   for a request that comes without it, the server entry);
// - a request's cookie header is read by that module alone, except by code that answers a request
//   of its own which no page context describes: the outbound click under /go/ and the consent
//   class server function the browser calls (both never render a page);
// - the website reaches route code through the router's context: websiteById is called only where
//   the configuration is loaded and where the browser's router takes the site id at hydration;
// - route code builds no URL for a content read.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { app, matchingLines, root, sourceFiles } from './app-sources.ts'

const sources = [...sourceFiles(app), ...sourceFiles(path.join(root, 'server'))]
/** The files with a line that matches, relative to the repository. */
const filesMatching = (pattern: RegExp) =>
  [...new Set(matchingLines(sources, pattern).map((line) => line.slice(0, line.indexOf(':'))))].sort()

const contextType = 'app/server/request/page-request-context.ts'
const builder = 'app/server/request/page-request-context.server.ts'

const declaresContext = /\bexport type PageRequestContext\b/
const namesContext = /\bPageRequestContext\b/
const importsContextType =
  /import (type )?\{[^}]*\bPageRequestContext\b[^}]*\} from '(\.\/|[./]*\/request\/)page-request-context\.ts'/
const buildsContext = /\bpageRequestAtTheDoor\(/
const readsCookieHeader = /\.get\(\s*['"]cookie['"]\s*\)|getRequestHeader\(\s*['"]cookie['"]\s*\)|getCookies?\(/
const callsWebsiteById = /\bwebsiteById\(/
const buildsContentUrl = /\bcontentRequest(?:Url|Target)\(|['"`/]api\/content\/[^'"`]*\?|\bnew URL\(/

describe('one page request context', () => {
  test('its type is declared once, and every file that names it imports it from there', () => {
    expect(filesMatching(declaresContext)).toEqual([contextType])
    const readers = filesMatching(namesContext).filter((file) => file !== contextType)
    expect(readers.length).toBeGreaterThan(0)
    const importing = readers.filter((file) => importsContextType.test(readFileSync(path.join(root, file), 'utf8')))
    expect(importing).toEqual(readers)
  })

  test('it is built in one module, called by the two doors', () => {
    expect(filesMatching(buildsContext)).toEqual([builder, 'app/server.ts', 'server/serve.ts'].sort())
  })

  test("only its builder reads a page request's cookie header", () => {
    expect(filesMatching(readsCookieHeader)).toEqual(
      [
        builder,
        // The outbound click's own request (GET /go/...), which renders no page.
        'app/server/leads/handle-outbound-click.server.ts',
        // The server function the browser calls when it has no consent class; a page's render
        // takes the class from the context (app/routes/__root.tsx).
        'app/consent/visitor-consent.ts',
      ].sort(),
    )
  })

  test('route code takes the website from the router context, and builds no content URL', () => {
    expect(filesMatching(callsWebsiteById)).toEqual(
      [
        // The definition, and SITE_ID read once where the configuration is loaded.
        'app/site/website.ts',
        'app/server/runtime/server-config.server.ts',
        // The browser's router takes the site id from the server's dehydrated state.
        'app/router.tsx',
      ].sort(),
    )
    const routeCode = sourceFiles(path.join(app, 'routes'))
    expect(matchingLines(routeCode, buildsContentUrl)).toEqual([])
  })

  test('the patterns catch what they are meant to', () => {
    expect(readsCookieHeader.test("parseCookieHeader(request.headers.get('cookie'))")).toBe(true)
    expect(readsCookieHeader.test("getRequestHeader('cookie')")).toBe(true)
    expect(readsCookieHeader.test("renderHeaders.set('cookie', renderCookie)")).toBe(false)
    expect(callsWebsiteById.test('const website = websiteById(context.siteId)')).toBe(true)
    expect(buildsContentUrl.test("fetch(new URL('/api/content/pages?path=/', origin))")).toBe(true)
    expect(buildsContentUrl.test('contentRequestUrl(query)')).toBe(true)
    expect(importsContextType.test("import type { PageRequestContext } from './page-request-context.ts'")).toBe(true)
    expect(
      importsContextType.test("import type { PageRequestContext } from '../request/page-request-context.server.ts'"),
    ).toBe(false)
  })
})
