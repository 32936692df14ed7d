// The body of POST /impression (SPEC section 3): device, stored tracking data, the stored impression
// id unless a new impression is forced, locale, and noProducts on pages that list none.

import type { Locale } from '../../app.config.ts'
import type { Device, ImpressionRequest } from '../contracts/leads/schemas.ts'
import type { TrackingData } from '../contracts/tracking-fields.ts'

/** What the impression machine asks for; the rest comes from cookies and the device. */
export type ImpressionRequestInput = { locale: Locale; noProducts: boolean; forceNew: boolean }

export function impressionRequest(
  { locale, noProducts, forceNew }: ImpressionRequestInput,
  { impressionId, ...trackingData }: TrackingData,
  device: Device,
): ImpressionRequest {
  return {
    device,
    trackingData,
    ...(!forceNew && impressionId !== undefined && { impressionId }),
    locale,
    noProducts,
  }
}
