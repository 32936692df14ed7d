import { describe, expect, test } from 'vitest'
import { type ProductTypeId, productTypeIds } from '../../../app.config.ts'
import { type PixelName, pixelAllowed } from './pixel-rules.ts'

// Written out from SPEC sections 3 and 6, not read from the tables under test: renumbering a
// product type or a channel in the code must fail here.
const specProductTypeIds = {
  Finance: 1,
  Mobile: 2,
  Broadband: 3,
  MobileBroadband: 4,
  PrepaidMobilePhoneCard: 5,
  UnemploymentFund: 6,
  MealKit: 7,
  Dating: 8,
  TelevisionPackage: 9,
  Union: 10,
  PrepaidCard: 11,
  Others: 12,
  FinanceSignup: 13,
  FinanceInternalWebsite: 14,
  AppProduct: 15,
  Unsubscribe: 16,
  IGaming: 17,
}
/** IGaming, Mobile, Broadband, UnemploymentFund, PrepaidMobilePhoneCard, PrepaidCard. */
const pixelFreeIds = [17, 2, 3, 6, 5, 11]
const tiktokSkippedChannel = 2
const microsoftAdsChannel = 5

const ids = Object.values(specProductTypeIds) as ProductTypeId[]
/** No channel, and every channel id up to past the highest the spec names. */
const channels = [undefined, ...Array.from({ length: 12 }, (_, id) => id)]

function expected(pixel: PixelName, id: number, channelId: number | undefined): boolean {
  if (pixelFreeIds.includes(id)) return false
  switch (pixel) {
    case 'metaPixel':
      return true
    case 'bing':
      return channelId === microsoftAdsChannel
    case 'tiktok':
      return id === 1 && channelId !== tiktokSkippedChannel
    case 'shortVideoAd':
      return id === 1
  }
}

test('the product type ids are the spec’s, 1 to 17', () => {
  expect(productTypeIds).toStrictEqual(specProductTypeIds)
})

const pixels: PixelName[] = ['metaPixel', 'bing', 'tiktok', 'shortVideoAd']

describe.each(pixels)('%s', (pixel) => {
  test.each(ids)('for product type id %i, over every channel', (productTypeId) => {
    const allowed = channels.map((channelId) => pixelAllowed(pixel, { productTypeId, channelId }))
    expect(allowed).toEqual(channels.map((channelId) => expected(pixel, productTypeId, channelId)))
  })
})
