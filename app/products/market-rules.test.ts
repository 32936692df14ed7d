import { describe, expect, test } from 'vitest'
import { germanCasinoSiteId, productTypeIds, type Website } from '../../app.config.ts'
import { websiteById } from '../site/website.ts'
import { showsWhitelistedOnly } from './market-rules.ts'

const germanSite = websiteById(germanCasinoSiteId)
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
