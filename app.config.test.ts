import { describe, expect, it } from 'vitest'
import { siteIdFromEnv } from './app/site/website.ts'
import { appConfig, appConfigData, ConfigError, parseAppConfig } from './app.config.ts'

describe('app config', () => {
  it('parses the shipped configuration', () => {
    expect(parseAppConfig(appConfig)).toEqual(appConfig)
  })

  it('is written as it parses, defaults included: the browser takes it without parsing', () => {
    expect(appConfigData).toEqual(parseAppConfig(appConfigData))
  })

  it('names the field of an invalid entry', () => {
    const broken = structuredClone({
      ...appConfig,
      websites: appConfig.websites.map(({ routes, ...site }) => ({
        ...site,
        routes: routes.map(({ validate: _, ...route }) => route),
      })),
    })
    const [site] = broken.websites
    if (!site) throw new Error('no website')
    site.url = 'not a url'
    site.routes[2] = { ...site.routes[2], path: '/no-trailing-slash' } as (typeof site.routes)[number]
    expect(() => parseAppConfig(broken)).toThrow(ConfigError)
    expect(() => parseAppConfig(broken)).toThrow(/websites\.0\.url/)
    expect(() => parseAppConfig(broken)).toThrow(/websites\.0\.routes\.2\.path/)
  })

  it('rejects a route whose locale is not one of the site countries, and an unknown default site', () => {
    const broken = structuredClone(appConfig)
    const route = broken.websites[0]?.routes[0]
    if (!route) throw new Error('no route')
    route.meta.locale = 'sv-SE'
    broken.defaultWebsiteId = 4242
    expect(() => parseAppConfig(broken)).toThrow(/websites\.0\.routes\.0\.meta\.locale/)
    expect(() => parseAppConfig(broken)).toThrow(/defaultWebsiteId/)
  })

  it("each site's paths per page type and locale are the paths of its routes of that type", () => {
    for (const site of appConfig.websites) {
      const listed = Object.entries(site.paths).flatMap(([pageType, byLocale]) =>
        Object.entries(byLocale ?? {}).map(([locale, path]) => ({ pageType, locale, path })),
      )
      expect(listed.length, `site ${site.id} lists the privacy policy`).toBeGreaterThan(0)
      for (const { pageType, locale, path } of listed)
        expect(site.routes).toContainEqual(
          expect.objectContaining({ path, meta: expect.objectContaining({ pageType, locale }) }),
        )
    }
    expect(appConfig.websites.find((site) => site.id === 90)?.paths.PrivacyPolicy).toEqual({
      'de-DE': '/privacy-policy/',
    })
  })

  it('selects the site by SITE_ID, defaulting to the German casino site', () => {
    expect(siteIdFromEnv(undefined)).toBe(90)
    expect(siteIdFromEnv('90')).toBe(90)
    expect(() => siteIdFromEnv('12345')).toThrow(/SITE_ID 12345 is not a configured website/)
    expect(() => siteIdFromEnv('abc')).toThrow(/SITE_ID must be a website id/)
  })
})
