// Which tracking integrations run (SPEC section 4). Each integration is a child actor of its own
// (integration-machine.ts), registered in the page's actor system under integrationSystemId(id),
// and decides for itself from what it is told: every change of the consent, the visit's impression
// (pixels start with its id and channel), every conversion, and a withdrawal of everything. This
// machine spawns one per integration handed in (adding one is one entry in
// app/integrations/registry.ts), tells each what the visit tells it, and passes a script's failure
// on to the visit.
import { type ActorRefFrom, enqueueActions, sendParent, setup } from 'xstate'
import type { ConsentChoices } from '../consent/consent-record.ts'
import type { ConversionContact, ConversionEvent } from './conversions.ts'
import type { IntegrationContext, TrackingIntegration } from './integration.ts'
import {
  type IntegrationEvent,
  type IntegrationFailed,
  integrationMachine,
  integrationSystemId,
} from './integration-machine.ts'

export type TrackingIntegrationsContext = {
  /** One actor per integration this page may run. */
  integrations: ActorRefFrom<typeof integrationMachine>[]
}

export type TrackingIntegrationsEvent =
  | { type: 'CONSENT'; granted: ConsentChoices }
  /** The impression arrived or was renewed: pixels that depend on the channel may start now. */
  | { type: 'VISIT'; impressionId: string; channelId: number }
  | { type: 'DISABLE_ALL' }
  /** Something worth reporting happened (SPEC section 9); the contact is from a form, if any. */
  | { type: 'CONVERSION'; conversion: ConversionEvent; contact?: ConversionContact }
  /** From an integration's actor: its script did not load. */
  | IntegrationFailed

export const trackingIntegrationsMachine = setup({
  types: {
    input: {} as { integrations: readonly TrackingIntegration[]; visit: IntegrationContext },
    context: {} as TrackingIntegrationsContext,
    events: {} as TrackingIntegrationsEvent,
  },
  actors: { integration: integrationMachine },
  actions: {
    /** Every integration hears it and decides by its own state. */
    tellEach: enqueueActions(({ context, enqueue }, params: { event: IntegrationEvent }) => {
      for (const integration of context.integrations) enqueue.sendTo(integration, params.event)
    }),
    /** The visit reports it (app/visit/visit-machine.ts). */
    reportFailure: sendParent((_, params: IntegrationFailed) => params),
  },
}).createMachine({
  id: 'trackingIntegrations',
  context: ({ input, spawn }) => ({
    integrations: input.integrations.map((integration) =>
      spawn('integration', {
        id: integration.id,
        systemId: integrationSystemId(integration.id),
        input: { integration, visit: input.visit },
      }),
    ),
  }),
  on: {
    CONSENT: { actions: { type: 'tellEach', params: ({ event }) => ({ event }) } },
    VISIT: { actions: { type: 'tellEach', params: ({ event }) => ({ event }) } },
    // Each running integration whose network has a name for the event is told, in its own words.
    CONVERSION: { actions: { type: 'tellEach', params: ({ event }) => ({ event }) } },
    DISABLE_ALL: { actions: { type: 'tellEach', params: { event: { type: 'DISABLE' } } } },
    INTEGRATION_FAILED: { actions: { type: 'reportFailure', params: ({ event }) => event } },
  },
})
