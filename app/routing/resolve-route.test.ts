import { describe, expect, it } from 'vitest'
import { appConfig, type Website } from '../../app.config.ts'
import { specGermanRoutes } from '../../tests/support/spec-routes.ts'
import { resolveCountry } from '../i18n/resolve-country.ts'
import { websiteById } from '../site/website.ts'
import { canonicalPath, resolveRoute } from './resolve-route.ts'

const site = websiteById(appConfig.defaultWebsiteId)
const germany = resolveCountry(site, '/')

describe('resolveRoute', () => {
  it('finds every route of the German site by its exact path', () => {
    for (const route of site.routes) {
      const resolution = resolveRoute(site, germany, route.path)
      expect(resolution).toEqual({ kind: 'page', route })
    }
  })

  it("answers 'Page not found' for an unknown path and for a non-canonical one (no aliases)", () => {
    expect(resolveRoute(site, germany, '/nope/')).toEqual({ kind: 'not-found', message: 'Page not found' })
    expect(resolveRoute(site, germany, '/casino-boni')).toEqual({ kind: 'not-found', message: 'Page not found' })
  })

  it("answers 'Page Not Found: {path}' when the route's validate rule fails", () => {
    const [first, ...rest] = site.routes
    if (!first) throw new Error('no routes')
    const guarded: Website = {
      ...site,
      routes: [{ ...first, validate: ({ search }) => search.preview === undefined }, ...rest],
    }
    expect(resolveRoute(guarded, germany, '/', { preview: '1' })).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /',
    })
    expect(resolveRoute(guarded, germany, '/').kind).toBe('page')
  })

  it.each(specGermanRoutes)(
    'resolves the spec’s %s to a %s page of de-DE with no extended page types',
    (path, pageType) => {
      const resolution = resolveRoute(site, germany, path)
      expect(resolution).toMatchObject({
        kind: 'page',
        route: { path, meta: { pageType, locale: 'de-DE', extendedPageTypes: [] } },
      })
    },
  )

  it('ships the 21 routes of the spec and the two legal pages, and nothing else', () => {
    expect(site.routes.map((route) => route.path).sort()).toEqual(
      [...specGermanRoutes.map(([path]) => path), '/impressum/', '/cookie-richtlinie/'].sort(),
    )
    expect(site.routes.find((route) => route.path === '/impressum/')?.meta.pageType).toBe('LegalNotice')
    expect(site.routes.find((route) => route.path === '/cookie-richtlinie/')?.meta.pageType).toBe('CookiePolicy')
  })
})

describe('canonicalPath', () => {
  it('adds the trailing slash', () => {
    expect(canonicalPath('/casino-boni')).toBe('/casino-boni/')
    expect(canonicalPath('/casino-boni/')).toBe('/casino-boni/')
  })
})
