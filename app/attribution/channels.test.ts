import { expect, test } from 'vitest'
import type { TrackingData } from '../contracts/tracking-fields.ts'
import { channelIds, resolveChannel } from './channels.ts'

test.each<[TrackingData, number]>([
  [{}, channelIds.direct],
  [{ subId: 'abc' }, channelIds.direct],
  [{ googleClickId: 'G1', subId: 'abc' }, channelIds.googleAds],
  [{ microsoftClickId: 'M1' }, channelIds.microsoftAds],
  [{ facebookClickId: 'F1' }, channelIds.meta],
  [{ tiktokClickId: 'T1' }, channelIds.tiktok],
  [{ adtractionClickId: 'A1' }, channelIds.affiliate],
  [{ pubid: 'P1' }, channelIds.affiliate],
  [{ newsletterDispatchId: 'N1' }, channelIds.email],
  [{ smsDispatchId: 'S1' }, channelIds.sms],
  [{ notificationDispatchId: 'D1' }, channelIds.push],
  [{ internalWebsiteClickId: 'I1' }, channelIds.internal],
  // A paid click beats the e-mail id the visitor also carries.
  [{ emailUserId: 'E1', googleClickId: 'G1' }, channelIds.googleAds],
  // An explicit channel name beats click ids; an unknown name is ignored.
  [{ channelName: 'email', googleClickId: 'G1' }, channelIds.email],
  [{ channelName: 'nonsense', facebookClickId: 'F1' }, channelIds.meta],
])('%o is channel %i', (data, id) => {
  expect(resolveChannel(data).id).toBe(id)
})
