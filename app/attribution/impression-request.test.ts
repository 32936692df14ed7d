import { expect, test } from 'vitest'
import { impressionRequest } from './impression-request.ts'

const device = { timezoneOffset: -60, resolution: '390x844', language: 'de-DE' }
const stored = { subId: 'abc', impressionId: '7d4c2a8e-1f3b-4c5d-9e6f-0a1b2c3d4e5f' }

test('reuses the stored impression id, sent once at the top', () => {
  expect(impressionRequest({ locale: 'de-DE', noProducts: false, forceNew: false }, stored, device)).toEqual({
    device,
    trackingData: { subId: 'abc' },
    impressionId: stored.impressionId,
    locale: 'de-DE',
    noProducts: false,
  })
})

test('omits the impression id when a new impression is forced', () => {
  const body = impressionRequest({ locale: 'de-DE', noProducts: true, forceNew: true }, stored, device)
  expect(body).not.toHaveProperty('impressionId')
  expect(body).toMatchObject({ trackingData: { subId: 'abc' }, noProducts: true })
})
