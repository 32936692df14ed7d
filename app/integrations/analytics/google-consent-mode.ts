// Google's Consent Mode v2 state (SPEC section 9). With the own banner, Google Analytics loads only
// after consent, so its defaults are granted for what was consented and Google waits 2000 ms for an
// update; where no banner asks first (a consent service decides later), everything starts denied.
import { type ConsentChoices, necessaryOnly } from '../../consent/consent-record.ts'

export type ConsentModeFlow = 'banner' | 'non-banner'
type ConsentModeValue = 'granted' | 'denied'

export type ConsentModeState = {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
  wait_for_update?: number
}

export const consentModeWaitMs = 2000

const value = (granted: boolean): ConsentModeValue => (granted ? 'granted' : 'denied')

export function consentModeState(consent: ConsentChoices): ConsentModeState {
  return {
    ad_storage: value(consent.marketing),
    ad_user_data: value(consent.marketing),
    ad_personalization: value(consent.marketing),
    analytics_storage: value(consent.statistics),
  }
}

export function consentModeDefaults(flow: ConsentModeFlow, consent: ConsentChoices): ConsentModeState {
  if (flow === 'non-banner') return consentModeState(necessaryOnly)
  return { ...consentModeState(consent), wait_for_update: consentModeWaitMs }
}
