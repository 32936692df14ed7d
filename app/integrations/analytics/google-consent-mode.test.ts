import { describe, expect, it } from 'vitest'
import { consentModeDefaults } from './google-consent-mode.ts'

describe('Google Consent Mode v2 defaults', () => {
  it('denies all four signals in the non-banner flow, whatever is stored', () => {
    expect(consentModeDefaults('non-banner', { preferences: true, statistics: true, marketing: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
  })

  it('grants in the banner flow what was consented and waits 2000 ms for an update', () => {
    expect(consentModeDefaults('banner', { preferences: true, statistics: true, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      wait_for_update: 2000,
    })
    expect(consentModeDefaults('banner', { preferences: false, statistics: true, marketing: false })).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'granted',
    })
  })
})
