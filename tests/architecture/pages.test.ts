// One function says what a page is (docs/decisions/066-page-types-and-pages-in-one-place.md): the
// shape of a path is read in app/routing/path-kind.ts only, and the places that ask whether a
// request is for a page ask it there. A rule of a place's own (a path under /_, a file extension,
// the server functions' prefix) fails here.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { app, matchingLines, root, sourceFiles } from './app-sources.ts'

const pathKind = path.join(app, 'routing/path-kind.ts')
const pathRule = /startsWith\(\s*['"`]\/_|\\\.\[a-z0-9\]\+\$|_serverFn/

describe('what a page is', () => {
  test('no code under app/ but path-kind.ts reads the shape of a page path', () => {
    expect(
      matchingLines(
        sourceFiles(app).filter((file) => file !== pathKind),
        pathRule,
      ),
    ).toEqual([])
  })

  test.each([
    'app/start.ts',
    'app/server/request/page-request-context.server.ts',
    'app/server/runtime/server-metrics.server.ts',
  ])('%s asks path-kind.ts', (file) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toMatch(/from '[./]+\/routing\/path-kind\.ts'/)
  })

  test('the pattern catches what it is meant to', () => {
    expect(pathRule.test("!url.pathname.startsWith('/_') &&")).toBe(true)
    expect(pathRule.test('!/\\.[a-z0-9]+$/i.test(url.pathname)')).toBe(true)
    expect(pathRule.test('!/^\\/(api|go|_serverFn)\\//.test(url.pathname)')).toBe(true)
    expect(pathRule.test("if (pathname.startsWith('/api/')) return 'api'")).toBe(false)
  })
})
