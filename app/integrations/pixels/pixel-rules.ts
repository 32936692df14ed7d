// Where the advertising pixels may run (SPEC section 6), as data: no pixel for the product types
// below; each pixel's own rule may require product types or channels, or exclude channels.
import { type ProductTypeId, productTypeIds } from '../../../app.config.ts'
import { channelIds } from '../../attribution/channels.ts'

export type PixelName = 'metaPixel' | 'bing' | 'tiktok' | 'shortVideoAd'

/** No advertising pixel runs on sites of these product types. */
export const pixelFreeProductTypes: ReadonlySet<ProductTypeId> = new Set([
  productTypeIds.IGaming,
  productTypeIds.Mobile,
  productTypeIds.Broadband,
  productTypeIds.UnemploymentFund,
  productTypeIds.PrepaidMobilePhoneCard,
  productTypeIds.PrepaidCard,
])

type PixelRule = {
  onlyProductTypes?: readonly ProductTypeId[]
  onlyChannels?: readonly number[]
  notChannels?: readonly number[]
}

export const pixelRules: Record<PixelName, PixelRule> = {
  metaPixel: {},
  bing: { onlyChannels: [channelIds.microsoftAds] },
  tiktok: { onlyProductTypes: [productTypeIds.Finance], notChannels: [channelIds.googleAds] },
  // TikTok's short-video ad pixel, loaded beside the TikTok pixel.
  shortVideoAd: { onlyProductTypes: [productTypeIds.Finance] },
}

/** Whether the pixel may run for a site of this product type and a visit from this channel. */
export function pixelAllowed(
  pixel: PixelName,
  { productTypeId, channelId }: { productTypeId: ProductTypeId; channelId: number | undefined },
): boolean {
  if (pixelFreeProductTypes.has(productTypeId)) return false
  const { onlyProductTypes, onlyChannels, notChannels } = pixelRules[pixel]
  if (onlyProductTypes && !onlyProductTypes.includes(productTypeId)) return false
  if (onlyChannels && (channelId === undefined || !onlyChannels.includes(channelId))) return false
  return !(notChannels && channelId !== undefined && notChannels.includes(channelId))
}
