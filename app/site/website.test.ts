import { expect, test } from 'vitest'
import { appConfig, financeSiteId } from '../../app.config.ts'
import { siteIdFromEnv } from './website.ts'

test('SITE_ID unset or blank selects the default website', () => {
  expect(siteIdFromEnv(undefined)).toBe(appConfig.defaultWebsiteId)
  expect(siteIdFromEnv('')).toBe(appConfig.defaultWebsiteId)
  expect(siteIdFromEnv('  ')).toBe(appConfig.defaultWebsiteId)
})

test('SITE_ID selects its website, whitespace around it aside', () => {
  expect(siteIdFromEnv(String(financeSiteId))).toBe(financeSiteId)
  expect(siteIdFromEnv(` ${financeSiteId}\n`)).toBe(financeSiteId)
})

test.each(['5', 'casino', '90x'])('SITE_ID %s is refused', (value) => {
  expect(() => siteIdFromEnv(value)).toThrow(/SITE_ID/)
})
