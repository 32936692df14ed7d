import { describe, expect, test } from 'vitest'
import type { ContentQuery } from '../../contracts/content/content-query.ts'
import { purgedContent } from './content-purge.server.ts'

const queries = {
  casinoBoni: { kind: 'page', path: '/casino-boni/', locale: 'de-DE' },
  norwegianLoans: { kind: 'page', path: '/no/forbrukslan/', locale: 'nb-NO' },
  products: { kind: 'list', collection: 'products', locale: 'de-DE' },
  product: { kind: 'item', collection: 'products', id: 'casino-a', locale: 'de-DE' },
  englishProducts: { kind: 'list', collection: 'products', locale: 'en-US' },
  menus: { kind: 'list', collection: 'menus', locale: 'de-DE' },
  components: { kind: 'components', locale: 'de-DE' },
  post: { kind: 'item', collection: 'posts', id: 'bonus-guide', locale: 'de-DE' },
  summaries: { kind: 'post-summaries', locale: 'de-DE', featured: true },
} satisfies Record<string, ContentQuery>

const dropped = (matches: (query: ContentQuery) => boolean) =>
  Object.entries(queries)
    .filter(([, query]) => matches(query))
    .map(([name]) => name)

describe('purgedContent', () => {
  test('a purge naming nothing drops every answer', () => {
    expect(dropped(purgedContent({}))).toEqual(Object.keys(queries))
  })

  test('paths drop the page answers of those paths, in whatever locale, and nothing else', () => {
    expect(dropped(purgedContent({ paths: ['/casino-boni/', '/no/forbrukslan/'] }))).toEqual([
      'casinoBoni',
      'norwegianLoans',
    ])
    expect(dropped(purgedContent({ paths: [] }))).toEqual([])
  })

  test('a collection drops its lists and items in its locale only; posts take their summaries along', () => {
    expect(dropped(purgedContent({ content: [{ collection: 'products', locale: 'de-DE' }] }))).toEqual([
      'products',
      'product',
    ])
    expect(dropped(purgedContent({ content: [{ collection: 'posts', locale: 'de-DE' }] }))).toEqual([
      'post',
      'summaries',
    ])
    expect(dropped(purgedContent({ content: [{ collection: 'components', locale: 'de-DE' }] }))).toEqual(['components'])
    expect(dropped(purgedContent({ content: [{ collection: 'pages', locale: 'nb-NO' }] }))).toEqual(['norwegianLoans'])
  })

  test('paths and content together drop both', () => {
    const purge = { paths: ['/casino-boni/'], content: [{ collection: 'menus', locale: 'de-DE' }] }
    expect(dropped(purgedContent(purge))).toEqual(['casinoBoni', 'menus'])
  })
})
