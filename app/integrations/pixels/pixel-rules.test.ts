import { describe, expect, test } from 'vitest'
import { type ProductTypeName, productTypeIds } from '../../../app.config.ts'
import { channelIds } from '../../attribution/channels.ts'
import { type PixelName, pixelAllowed } from './pixel-rules.ts'

const skipped: ProductTypeName[] = [
  'IGaming',
  'Mobile',
  'Broadband',
  'UnemploymentFund',
  'PrepaidMobilePhoneCard',
  'PrepaidCard',
]
const productTypes = Object.keys(productTypeIds) as ProductTypeName[]
const channels = [undefined, ...Object.values(channelIds)]

/** The spec's rules, written out independently of the table. */
function expected(pixel: PixelName, type: ProductTypeName, channelId: number | undefined): boolean {
  if (skipped.includes(type)) return false
  switch (pixel) {
    case 'metaPixel':
      return true
    case 'bing':
      return channelId === 5
    case 'tiktok':
      return type === 'Finance' && channelId !== 2
    case 'shortVideoAd':
      return productTypeIds[type] === 1
  }
}

const pixels: PixelName[] = ['metaPixel', 'bing', 'tiktok', 'shortVideoAd']

describe.each(pixels)('%s', (pixel) => {
  test.each(productTypes)('for product type %s, over every channel', (type) => {
    const allowed = channels.map((channelId) => pixelAllowed(pixel, { productTypeId: productTypeIds[type], channelId }))
    expect(allowed).toEqual(channels.map((channelId) => expected(pixel, type, channelId)))
  })
})

test('spot checks', () => {
  const finance = productTypeIds.Finance
  expect(pixelAllowed('tiktok', { productTypeId: finance, channelId: channelIds.tiktok })).toBe(true)
  expect(pixelAllowed('tiktok', { productTypeId: finance, channelId: channelIds.googleAds })).toBe(false)
  expect(pixelAllowed('bing', { productTypeId: finance, channelId: channelIds.microsoftAds })).toBe(true)
  expect(pixelAllowed('metaPixel', { productTypeId: productTypeIds.IGaming, channelId: channelIds.meta })).toBe(false)
  expect(pixelAllowed('metaPixel', { productTypeId: productTypeIds.Dating, channelId: undefined })).toBe(true)
})
