// Which tracking integrations run (SPEC section 4): each is not initialised, loading, initialised
// or disabled. An integration starts once its consent category is granted and it is available for
// this site and visit; when its category is withdrawn it is disabled for the rest of the page's life
// (revoke signal, script removed, cookies cleared). The integrations are handed in, so adding one is
// one entry in app/integrations/registry.ts.
import { assign, enqueueActions, fromPromise, sendParent, setup } from 'xstate'
import type { ConsentChoices } from '../consent/consent-record.ts'
import {
  type ConversionContact,
  type ConversionDetails,
  type ConversionEvent,
  conversionDetails,
  conversionName,
} from './conversions.ts'
import type { IntegrationContext, IntegrationId, TrackingIntegration } from './integration.ts'

export type IntegrationStatus = 'notInitialised' | 'loading' | 'initialised' | 'disabled'

export type TrackingIntegrationsContext = {
  integrations: readonly TrackingIntegration[]
  visit: IntegrationContext
  status: Partial<Record<IntegrationId, IntegrationStatus>>
}

export type TrackingIntegrationsEvent =
  | { type: 'CONSENT'; granted: ConsentChoices }
  /** The impression arrived or was renewed: pixels that depend on the channel may start now. */
  | { type: 'VISIT'; impressionId: string; channelId: number }
  | { type: 'DISABLE_ALL' }
  /** Something worth reporting happened (SPEC section 9); the contact is from a form, if any. */
  | { type: 'CONVERSION'; conversion: ConversionEvent; contact?: ConversionContact }

const statusOf = (context: TrackingIntegrationsContext, id: IntegrationId): IntegrationStatus =>
  context.status[id] ?? 'notInitialised'

/** Available for this site and visit; a marketing pixel only once the impression is known. */
const mayStart = (integration: TrackingIntegration, visit: IntegrationContext) =>
  integration.isAvailable(visit) &&
  (integration.category !== 'marketing' || (visit.impressionId !== undefined && visit.channelId !== undefined))

export const trackingIntegrationsMachine = setup({
  types: {
    input: {} as { integrations: readonly TrackingIntegration[]; visit: IntegrationContext },
    context: {} as TrackingIntegrationsContext,
    events: {} as TrackingIntegrationsEvent,
  },
  actors: {
    initialiseIntegration: fromPromise<void, { integration: TrackingIntegration; visit: IntegrationContext }>(
      ({ input }) => input.integration.initialise(input.visit),
    ),
  },
  actions: {
    disableIntegration: (_, params: { integration: TrackingIntegration }) => params.integration.disable(),
    updateIntegrationConsent: (_, params: { integration: TrackingIntegration; granted: ConsentChoices }) =>
      params.integration.updateConsent?.(params.granted),
    /** The visit reports it (app/visit/visit-machine.ts). */
    reportFailure: sendParent((_, params: { id: IntegrationId; error: unknown }) => ({
      type: 'INTEGRATION_FAILED',
      ...params,
    })),
    sendConversion: (
      { context },
      params: { integration: TrackingIntegration; name: string; details: ConversionDetails },
    ) => params.integration.conversions?.send(params.name, params.details, context.visit),
  },
}).createMachine({
  id: 'trackingIntegrations',
  context: ({ input }) => ({ integrations: input.integrations, visit: input.visit, status: {} }),
  on: {
    CONSENT: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const status = { ...context.status }
        const visit = { ...context.visit, consent: event.granted }
        for (const integration of context.integrations) {
          const current = statusOf(context, integration.id)
          const granted = event.granted[integration.category]
          if (granted && current === 'notInitialised' && mayStart(integration, visit)) {
            status[integration.id] = 'loading'
            enqueue.spawnChild('initialiseIntegration', {
              id: integration.id,
              input: { integration, visit },
              // Done and error events of a spawned child are turned into this machine's own events.
              syncSnapshot: false,
            })
          } else if (!granted && (current === 'initialised' || current === 'loading')) {
            status[integration.id] = 'disabled'
            enqueue({ type: 'disableIntegration', params: { integration } })
          } else if (granted && current === 'initialised') {
            enqueue({ type: 'updateIntegrationConsent', params: { integration, granted: event.granted } })
          }
        }
        enqueue.assign({ status, visit })
      }),
    },
    VISIT: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const visit = { ...context.visit, impressionId: event.impressionId, channelId: event.channelId }
        enqueue.assign({ visit })
        // Re-apply the consent already given, so what the new visit makes available starts.
        if (visit.consent) enqueue.raise({ type: 'CONSENT', granted: visit.consent })
      }),
    },
    // Each running integration whose network has a name for the event is told, in its own words.
    CONVERSION: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const details = conversionDetails(context.visit, event.contact)
        for (const integration of context.integrations) {
          const network = integration.conversions?.network
          const name = network && conversionName(event.conversion, network)
          if (name && statusOf(context, integration.id) === 'initialised')
            enqueue({ type: 'sendConversion', params: { integration, name, details } })
        }
      }),
    },
    DISABLE_ALL: {
      actions: enqueueActions(({ context, enqueue }) => {
        for (const integration of context.integrations) {
          if (statusOf(context, integration.id) !== 'disabled')
            enqueue({ type: 'disableIntegration', params: { integration } })
        }
        enqueue.assign({
          status: Object.fromEntries(context.integrations.map((integration) => [integration.id, 'disabled'])),
        })
      }),
    },
    // A spawned initialisation finished: its actor id is the integration's id.
    // (Wildcard handlers lose the machine's types, hence the casts.)
    'xstate.done.actor.*': {
      actions: assign(({ context, event }) => {
        const { status } = context as TrackingIntegrationsContext
        const id = (event as unknown as { actorId: IntegrationId }).actorId
        return { status: status[id] === 'loading' ? { ...status, [id]: 'initialised' } : status }
      }),
    },
    // A script that failed to load is reported; the integration may try again on the next consent.
    'xstate.error.actor.*': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { status } = context as TrackingIntegrationsContext
        const { actorId, error } = event as unknown as { actorId: IntegrationId; error: unknown }
        if (status[actorId] !== 'loading') return
        enqueue({ type: 'reportFailure', params: { id: actorId, error } })
        enqueue.assign({ status: { ...status, [actorId]: 'notInitialised' } })
      }),
    },
  },
})
