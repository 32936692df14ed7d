import { describe, expect, test } from 'vitest'
import { appConfig, germanCasinoSiteId, productTypeIds, type Website } from '../../app.config.ts'
import { showsWhitelistedOnly } from './market-rules.ts'

const germanSite = appConfig.websites.find((site) => site.id === germanCasinoSiteId) as Website
const financeSite: Website = { ...germanSite, productType: { id: productTypeIds.Finance } }

describe('showsWhitelistedOnly', () => {
  test.each<[string, Website, string, boolean]>([
    ['German casino site in Germany', germanSite, 'de-DE', true],
    ['casino site outside Germany', germanSite, 'en-US', false],
    ['non-gambling site in Germany', financeSite, 'de-DE', false],
  ])('%s', (_name, website, locale, expected) => {
    expect(showsWhitelistedOnly(website, locale)).toBe(expected)
  })
})
