// The one place attribution and consent meet: attribution learns every consent change (it decides
// what may be stored and handed on), consent learns the visit's impression (the pixels start with
// its id and channel; a consent reload carries it) and whether one is on its way or failed.
// Whichever comes first, the other is caught up at once.
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
  const now = attribution.getSnapshot()
  const ready = now.context.impression
  if (now.matches('failed')) consent.send({ type: 'VISIT_FAILED' })
  else if (now.matches('ready') && ready) consent.send(visitOf(ready))
  else consent.send({ type: 'VISIT_PENDING' })
  const subscriptions = [
    consent.on('consentChanged', ({ granted }) => attribution.send({ type: 'CONSENT', granted })),
    attribution.on('impressionReady', ({ impression }) => consent.send(visitOf(impression))),
    attribution.on('impressionRequested', () => consent.send({ type: 'VISIT_PENDING' })),
    attribution.on('impressionFailed', () => consent.send({ type: 'VISIT_FAILED' })),
  ]
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
