import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { fixtureSite, validContentDir } from '../../../tests/fixtures/content/fixture-site.ts'
import { ContentValidationError } from './content-problems.server.ts'
import { ContentStore, openDatabase } from './content-store.server.ts'
import { openContentStore } from './seed-content-store.server.ts'

let dir: string
let contentDir: string
let dbPath: string
const opened: ContentStore[] = []

function open(rebuild?: 'always') {
  const result = openContentStore({ site: fixtureSite, contentDir, dbPath, rebuild })
  opened.push(result.store)
  return result
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-store-'))
  contentDir = join(dir, 'content')
  cpSync(validContentDir, contentDir, { recursive: true })
  // A folder that does not exist yet: the store creates it.
  dbPath = join(dir, 'data', 'nested', 'content-90.sqlite')
})

afterEach(() => {
  for (const store of opened.splice(0)) store.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('openContentStore', () => {
  test('builds the store on first use and keeps it while the content is unchanged', () => {
    const first = open()
    expect(first.rebuilt).toBe(true)
    expect(first.store.counts()).toEqual([
      { locale: 'de-DE', collection: 'authors', count: 2 },
      { locale: 'de-DE', collection: 'categories', count: 2 },
      { locale: 'de-DE', collection: 'components', count: 1 },
      { locale: 'de-DE', collection: 'finance-products', count: 0 },
      { locale: 'de-DE', collection: 'game-providers', count: 2 },
      { locale: 'de-DE', collection: 'ggl-whitelist', count: 2 },
      { locale: 'de-DE', collection: 'menus', count: 2 },
      { locale: 'de-DE', collection: 'page-drafts', count: 1 },
      { locale: 'de-DE', collection: 'pages', count: 3 },
      { locale: 'de-DE', collection: 'payment-providers', count: 2 },
      { locale: 'de-DE', collection: 'posts', count: 3 },
      { locale: 'de-DE', collection: 'products', count: 2 },
      { locale: 'de-DE', collection: 'redirects', count: 0 },
      { locale: 'de-DE', collection: 'search-menu-items', count: 2 },
      { locale: 'de-DE', collection: 'slots', count: 2 },
      { locale: 'de-DE', collection: 'website-cookies', count: 2 },
      { locale: 'en-US', collection: 'cookie-categories', count: 4 },
    ])
    first.store.close()
    opened.pop()

    const second = open()
    expect(second.rebuilt).toBe(false)
    expect(second.store.get('authors', 'de-DE', 'max-weber')).toContain('Max Weber')
    expect(open('always').rebuilt).toBe(true)
  })

  test('rebuilds when a content file changed', () => {
    open()
    writeFileSync(
      join(contentDir, '90/de-DE/categories.json'),
      JSON.stringify([
        { id: 'ratgeber', name: 'Tipps', description: 'Neu.' },
        { id: 'zahlungsmethoden', name: 'Z', description: 'Z.' },
      ]),
    )
    const reopened = open()
    expect(reopened.rebuilt).toBe(true)
    expect(JSON.parse(reopened.store.get('categories', 'de-DE', 'ratgeber') ?? 'null')).toMatchObject({ name: 'Tipps' })
  })

  test('stores pages and posts with sanitised HTML, posts newest first, lists in file order', () => {
    const { store } = open()
    const page = store.get('pages', 'de-DE', '/') ?? ''
    expect(page).toContain('<p>Mit <strong>echtem Geld</strong>.</p>')
    expect(page).not.toMatch(/<script|onclick|onerror|javascript:/)
    expect(store.get('posts', 'de-DE', 'bonus-tipps')).not.toContain('iframe')
    expect(store.list('posts', 'de-DE').map((json) => JSON.parse(json).id)).toEqual([
      'bonus-tipps',
      'paypal-guide',
      'slots-ratgeber',
    ])
    expect(store.list('slots', 'de-DE').map((json) => JSON.parse(json).id)).toEqual(['starburst', 'book-of-dead'])
    expect(store.hasCollection('cookie-categories', 'en-US')).toBe(true)
    expect(store.hasCollection('cookie-categories', 'de-DE')).toBe(false)
    expect(store.hasCollection('authors', 'fr-FR')).toBe(false)
  })

  test('invalid content fails with every problem and leaves the last good store untouched', () => {
    open()
    writeFileSync(join(contentDir, '90/de-DE/authors.json'), '[]')
    expect(() => open()).toThrow(ContentValidationError)
    expect(() => open()).toThrow(/posts\/bonus-tipps\.json: \$\.authorId: Unknown author "max-weber"/)

    const store = new ContentStore(openDatabase(dbPath))
    opened.push(store)
    expect(store.list('authors', 'de-DE')).toHaveLength(2)
  })
})
