import { describe, expect, test } from 'vitest'
import { websiteById } from '../../site/website.ts'
import { purgeForPublish } from './publish-purge.server.ts'
import type { RevalidateBody } from './revalidate-body.server.ts'

const casinos = websiteById(90)
const finance = websiteById(75)
const sentAt = new Date().toISOString()
const publish = (body: Omit<RevalidateBody, 'sentAt'>) => ({ ...body, sentAt })
const routesOf = (locale: string, website = finance) =>
  website.routes.filter((route) => route.meta.locale === locale).map((route) => route.path)

describe('purgeForPublish', () => {
  test('a published page drops its paths only (the page cache and its page answers)', () => {
    expect(
      purgeForPublish(casinos, publish({ collection: 'pages', site: 90, locale: 'de-DE', paths: ['/casino-boni/'] })),
    ).toEqual({
      paths: ['/casino-boni/'],
    })
  })

  test('pages naming no path drop every page of the locale and its page answers', () => {
    expect(purgeForPublish(finance, publish({ collection: 'pages', site: 75, locale: 'nb-NO' }))).toEqual({
      paths: routesOf('nb-NO'),
      content: [{ collection: 'pages', locale: 'nb-NO' }],
    })
    expect(routesOf('nb-NO')).toContain('/no/forbrukslan/')
    expect(routesOf('nb-NO')).not.toContain('/kredite/')
  })

  test('a changed casino drops the casinos of its locale and every page of that locale', () => {
    const purge = purgeForPublish(casinos, publish({ collection: 'products', site: 90, locale: 'de-DE', ids: ['12'] }))
    expect(purge.content).toEqual([{ collection: 'products', locale: 'de-DE' }])
    expect(purge.paths).toEqual(routesOf('de-DE', casinos))
    expect(purge.paths).toContain('/casino-boni/')
  })

  test('the pages of content entries of the locale are dropped with its pages, once', () => {
    const purge = purgeForPublish(casinos, publish({ collection: 'posts', site: 90, locale: 'de-DE' }), [
      '/ratgeber/ggl-whitelist/',
      '/ratgeber/ggl-whitelist/',
    ])
    expect(purge.paths?.filter((path) => path === '/ratgeber/ggl-whitelist/')).toHaveLength(1)
    expect(purge.paths).toContain('/casino-boni/')
  })

  test('paths named with a list entry are dropped as well, once', () => {
    const purge = purgeForPublish(
      finance,
      publish({ collection: 'menus', site: 75, locale: 'en-US', paths: ['/us/credit-cards/', '/us/extra/'] }),
    )
    expect(purge.paths).toEqual([
      '/us/credit-cards/',
      '/us/extra/',
      ...routesOf('en-US').filter((p) => p !== '/us/credit-cards/'),
    ])
  })

  test("cookie categories, kept once in English and shown everywhere, drop every locale's pages", () => {
    const purge = purgeForPublish(finance, publish({ collection: 'cookie-categories', site: 75, locale: 'en-US' }))
    expect(purge.content).toEqual([{ collection: 'cookie-categories', locale: 'en-US' }])
    expect(new Set(purge.paths)).toEqual(new Set(finance.routes.map((route) => route.path)))
  })
})
