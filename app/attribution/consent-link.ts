// The one place attribution and consent meet: attribution learns every consent change (it decides
// what may be stored and handed on), consent learns the visit's impression (the pixels start with
// its id and channel). Whichever comes first, the other is caught up at once.
import type { ActorRefFrom } from 'xstate'
import type { pageConsentMachine } from '../consent/page-consent-machine.ts'
import type { attributionMachine } from './attribution-machine.ts'

type Attribution = ActorRefFrom<typeof attributionMachine>
type PageConsent = ActorRefFrom<typeof pageConsentMachine>

const visitOf = (impression: { id: string; source: { channel: { id: number } } }) =>
  ({ type: 'VISIT', impressionId: impression.id, channelId: impression.source.channel.id }) as const

/** Connects the two for the page's life; answers the function that disconnects them. */
export function linkAttributionToConsent(attribution: Attribution, consent: PageConsent): () => void {
  attribution.send({ type: 'CONSENT', granted: consent.getSnapshot().context.granted })
  const ready = attribution.getSnapshot().context.impression
  if (ready) consent.send(visitOf(ready))
  const consentChanges = consent.on('consentChanged', ({ granted }) => attribution.send({ type: 'CONSENT', granted }))
  const impressions = attribution.on('impressionReady', ({ impression }) => consent.send(visitOf(impression)))
  return () => {
    consentChanges.unsubscribe()
    impressions.unsubscribe()
  }
}
