// One tracking integration on the page (SPEC section 4), a child actor of the tracking integrations
// (tracking-integrations-machine.ts) registered in the page's actor system under
// integrationSystemId(id): not initialised until its consent category is granted and it may start
// for this site and visit, loading while its script comes, initialised once it runs, disabled for
// the rest of the page's life when its category is withdrawn. A script that fails to load is
// reported, and the next consent or impression may try again.
import { type ActorRefFrom, type AnyActorRef, assign, fromPromise, sendParent, setup } from 'xstate'
import type { ConsentChoices } from '../consent/consent-record.ts'
import type { ConversionContact, ConversionEvent } from './conversions.ts'
import type { IntegrationContext, IntegrationId, TrackingIntegration } from './integration.ts'

export type IntegrationEvent =
  | { type: 'CONSENT'; granted: ConsentChoices }
  /** The impression arrived or was renewed: a pixel that depends on the channel may start now. */
  | { type: 'VISIT'; impressionId: string; channelId: number }
  /** Something worth reporting happened (SPEC section 9); the contact is from a form, if any. */
  | { type: 'CONVERSION'; conversion: ConversionEvent; contact?: ConversionContact }
  /** Every tracking category was withdrawn: off, started or not, so old cookies go too. */
  | { type: 'DISABLE' }

export type IntegrationMachineContext = {
  integration: TrackingIntegration
  /** What it knows of the visit: the impression and the consent as they arrive. */
  visit: IntegrationContext
}

/** What the integrations machine hears when a script did not load. */
export type IntegrationFailed = { type: 'INTEGRATION_FAILED'; id: IntegrationId; error: unknown }

/** The system id an integration's actor is registered under, e.g. `integration.clarity`. */
export const integrationSystemId = (id: IntegrationId) => `integration.${id}` as const

/** An integration's actor in the page's actor system, if the page runs that integration. */
export const integrationActor = (system: AnyActorRef['system'], id: IntegrationId): IntegrationActor | undefined =>
  system.get(integrationSystemId(id))

export const integrationMachine = setup({
  types: {
    input: {} as IntegrationMachineContext,
    context: {} as IntegrationMachineContext,
    events: {} as IntegrationEvent,
  },
  actors: {
    initialise: fromPromise<void, IntegrationMachineContext>(({ input }) => input.integration.initialise(input.visit)),
  },
  actions: {
    rememberConsent: assign(({ context, event }) =>
      event.type === 'CONSENT' ? { visit: { ...context.visit, consent: event.granted } } : {},
    ),
    rememberVisit: assign(({ context, event }) =>
      event.type === 'VISIT'
        ? { visit: { ...context.visit, impressionId: event.impressionId, channelId: event.channelId } }
        : {},
    ),
    disable: ({ context }) => context.integration.disable(),
    updateConsent: ({ context }, params: { granted: ConsentChoices }) =>
      context.integration.updateConsent?.(params.granted),
    /** In its network's words, if the network has a name for it. */
    sendConversion: ({ context }, params: { conversion: ConversionEvent; contact?: ConversionContact }) =>
      context.integration.conversions?.send(params.conversion, params.contact, context.visit),
    /** The integrations machine passes it on to the visit (app/visit/visit-machine.ts). */
    reportFailure: sendParent(
      ({ context }, params: { error: unknown }): IntegrationFailed => ({
        type: 'INTEGRATION_FAILED',
        id: context.integration.id,
        error: params.error,
      }),
    ),
  },
  guards: {
    /** Granted, available for this site and visit; a marketing pixel only once the impression is known. */
    mayStart: ({ context: { integration, visit } }) =>
      visit.consent?.[integration.category] === true &&
      integration.isAvailable(visit) &&
      (integration.category !== 'marketing' || (visit.impressionId !== undefined && visit.channelId !== undefined)),
    withdrawn: ({ context, event }) => event.type === 'CONSENT' && !event.granted[context.integration.category],
  },
}).createMachine({
  id: 'integration',
  context: ({ input }) => input,
  initial: 'notInitialised',
  // What arrives while it loads, runs or is disabled is still known (conversions carry the impression).
  on: {
    CONSENT: { actions: 'rememberConsent' },
    VISIT: { actions: 'rememberVisit' },
  },
  states: {
    notInitialised: {
      on: {
        CONSENT: { target: 'deciding', actions: 'rememberConsent' },
        VISIT: { target: 'deciding', actions: 'rememberVisit' },
        DISABLE: 'disabled',
      },
    },
    // Passed through at once: what it knows now either starts it or leaves it waiting.
    deciding: {
      always: [{ guard: 'mayStart', target: 'loading' }, { target: 'notInitialised' }],
    },
    loading: {
      invoke: {
        src: 'initialise',
        input: ({ context }) => context,
        onDone: 'initialised',
        onError: {
          target: 'notInitialised',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        CONSENT: [{ guard: 'withdrawn', target: 'disabled' }, { actions: 'rememberConsent' }],
        DISABLE: 'disabled',
      },
    },
    initialised: {
      on: {
        CONSENT: [
          { guard: 'withdrawn', target: 'disabled' },
          {
            actions: [
              'rememberConsent',
              { type: 'updateConsent', params: ({ event }) => ({ granted: event.granted }) },
            ],
          },
        ],
        CONVERSION: {
          actions: {
            type: 'sendConversion',
            params: ({ event }) => ({ conversion: event.conversion, ...(event.contact && { contact: event.contact }) }),
          },
        },
        DISABLE: 'disabled',
      },
    },
    // For good: a later grant does not bring it back on this page (the withdrawal reloads it).
    disabled: { entry: 'disable' },
  },
})

export type IntegrationActor = ActorRefFrom<typeof integrationMachine>
