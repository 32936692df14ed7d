import { expect, test } from 'vitest'
import { productTypeIds, type Website } from '../../../app.config.ts'
import { fixtureSite } from '../../../tests/fixtures/content/fixture-site.ts'
import { channelIds } from '../../attribution/channels.ts'
import { marketingIntegrations } from './marketing-integrations.ts'

const financeSite: Website = {
  ...fixtureSite,
  productType: { id: productTypeIds.Finance },
  metaPixelId: '1234567890',
  bingKey: '98765',
  tiktokPixelId: 'C0TIKTOK',
}
const available = (website: Website, channelId: number) =>
  marketingIntegrations
    .filter((integration) => integration.isAvailable({ website, locale: 'de-DE', channelId }))
    .map((integration) => integration.id)

test('all are marketing integrations', () => {
  expect(marketingIntegrations.map((integration) => [integration.id, integration.category])).toEqual([
    ['metaPixel', 'marketing'],
    ['bing', 'marketing'],
    ['tiktok', 'marketing'],
  ])
})

test.each([
  [channelIds.direct, ['metaPixel', 'tiktok']],
  [channelIds.googleAds, ['metaPixel']],
  [channelIds.microsoftAds, ['metaPixel', 'bing', 'tiktok']],
])('a finance site, channel %i: %j', (channelId, expected) => {
  expect(available(financeSite, channelId)).toEqual(expected)
})

test('none on the casino site, and none without configured ids', () => {
  expect(available({ ...financeSite, productType: { id: productTypeIds.IGaming } }, channelIds.microsoftAds)).toEqual(
    [],
  )
  const { metaPixelId: _m, bingKey: _b, tiktokPixelId: _t, ...withoutIds } = financeSite
  expect(available(withoutIds, channelIds.microsoftAds)).toEqual([])
})
