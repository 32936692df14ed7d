// The advertising channels a visit is attributed to, and how its tracking data decides which.
// The table is read top to bottom: the first channel with one of its fields present wins (a paid
// click beats an e-mail id the visitor also carries); a channelName naming a channel beats them all;
// with nothing to go on the visit is direct. The pixel rules (SPEC section 6) refer to these ids.
import type { TrackingData, TrackingField } from '../contracts/tracking-fields.ts'

export type Channel = { id: number; name: string }

type ChannelRule = Channel & { matchedBy: readonly TrackingField[] }

export const channelIds = {
  direct: 1,
  googleAds: 2,
  meta: 3,
  tiktok: 4,
  microsoftAds: 5,
  affiliate: 6,
  email: 7,
  sms: 8,
  push: 9,
  internal: 10,
} as const

export const channelRules: readonly ChannelRule[] = [
  { id: channelIds.googleAds, name: 'google-ads', matchedBy: ['googleClickId'] },
  { id: channelIds.microsoftAds, name: 'microsoft-ads', matchedBy: ['microsoftClickId'] },
  { id: channelIds.meta, name: 'meta', matchedBy: ['facebookClickId'] },
  { id: channelIds.tiktok, name: 'tiktok', matchedBy: ['tiktokClickId'] },
  { id: channelIds.affiliate, name: 'affiliate', matchedBy: ['adtractionClickId', 'pubid'] },
  { id: channelIds.email, name: 'email', matchedBy: ['newsletterDispatchId', 'emailRegistrationId', 'emailUserId'] },
  { id: channelIds.sms, name: 'sms', matchedBy: ['smsDispatchId', 'phoneNumberRegistrationId', 'phoneNumberId'] },
  { id: channelIds.push, name: 'push', matchedBy: ['notificationDispatchId', 'notificationInstallationId'] },
  { id: channelIds.internal, name: 'internal', matchedBy: ['internalWebsiteClickId'] },
]

export const directChannel: Channel = { id: channelIds.direct, name: 'direct' }

export function resolveChannel(data: TrackingData): Channel {
  const named = channelRules.find((rule) => rule.name === data.channelName)
  const matched = named ?? channelRules.find((rule) => rule.matchedBy.some((field) => data[field] !== undefined))
  return matched ? { id: matched.id, name: matched.name } : directChannel
}
