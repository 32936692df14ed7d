import { describe, expect, test } from 'vitest'
import { type ProductTypeId, productTypeIds } from '../../../app.config.ts'
import { type PixelName, pixelAllowed } from './pixel-rules.ts'

// Written out from SPEC sections 3 and 6, not read from the tables under test: renumbering a
// product type or a channel in the code must fail here.
/** SPEC section 3 lists the product types with ids 1 to 17, in this order. */
const specProductTypes = [
  'Finance',
  'Mobile',
  'Broadband',
  'MobileBroadband',
  'PrepaidMobilePhoneCard',
  'UnemploymentFund',
  'MealKit',
  'Dating',
  'TelevisionPackage',
  'Union',
  'PrepaidCard',
  'Others',
  'FinanceSignup',
  'FinanceInternalWebsite',
  'AppProduct',
  'Unsubscribe',
  'IGaming',
]
const specProductTypeIds = Object.fromEntries(specProductTypes.map((name, index) => [name, index + 1]))
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
