import { expect, test } from 'vitest'
import { websiteById } from '../site/website.ts'
import { movedRoutes, routeMovedTo } from './moved-routes.ts'

const german = websiteById(90)

test("a route's page lives at the end of the redirects from its path, with the route's kind and name", () => {
  const redirects = [
    { from: '/casino-boni/', to: '/bonus-alt/' },
    { from: '/bonus-alt/', to: '/casino-bonus/' },
  ]
  expect(movedRoutes(german, 'de-DE', redirects).map(({ route, path }) => [route.name, path])).toEqual([
    ['casino-boni', '/casino-bonus/'],
  ])
  expect(routeMovedTo(german, 'de-DE', redirects, '/casino-bonus/')).toMatchObject({
    name: 'casino-boni',
    path: '/casino-bonus/',
    meta: { pageType: 'ProductListStatic', locale: 'de-DE' },
  })
  // Where the page passed through, and other locales, hold none of it.
  expect(routeMovedTo(german, 'de-DE', redirects, '/bonus-alt/')).toBeUndefined()
  expect(movedRoutes(german, 'en-US', redirects)).toEqual([])
})

test('redirects that do not start at a route, loop, or end on another route move no page', () => {
  expect(movedRoutes(german, 'de-DE', [{ from: '/datenschutz/', to: '/privacy-policy/' }])).toEqual([])
  expect(
    movedRoutes(german, 'de-DE', [
      { from: '/casino-boni/', to: '/x/' },
      { from: '/x/', to: '/casino-boni/' },
    ]),
  ).toEqual([])
  expect(movedRoutes(german, 'de-DE', [{ from: '/casino-boni/', to: '/freispiele/' }])).toEqual([])
})
