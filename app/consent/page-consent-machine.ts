// Consent for one page load, and everything it controls (SPEC sections 2, 4 and 6). Its children:
// - consent: the visitor's choice (consent-machine.ts: banner, save, withdrawal, guarded reloads);
// - modal: the own consent dialog (modal/consent-modal-machine.ts), opened while the visitor must
//   answer and from the footer's "Cookie settings";
// - integrations: the tracking integrations (app/integrations), told every change of the choice,
//   the visit's impression (pixels start with its id and channel) and every conversion.
// A consent service (Cookiebot), when the site names one, asks instead of the modal: its answers
// become choices saved like the modal's. The browser's Global Privacy Control turns marketing off.
// Effects on the browser are named here and provided by the page (consent-provider.tsx).
import { emit, enqueueActions, fromCallback, sendParent, sendTo, setup } from 'xstate'
import type { ConversionContact, ConversionEvent } from '../integrations/conversions.ts'
import type { IntegrationContext, IntegrationId, TrackingIntegration } from '../integrations/integration.ts'
import { trackingIntegrationsMachine } from '../integrations/tracking-integrations-machine.ts'
import { type ConsentInput, consentMachine } from './consent-machine.ts'
import { type ConsentChoices, type ConsentRecord, type OptionalCategory, optionalCategories } from './consent-record.ts'
import { grantedOnArrival, isCurrentChoice } from './granted-on-arrival.ts'
import { consentModalMachine } from './modal/consent-modal-machine.ts'

export type PageConsentInput = {
  consent: ConsentInput
  /** The own modal asks; false when a consent service is configured. */
  ownModal: boolean
  integrations: readonly TrackingIntegration[]
  visit: IntegrationContext
}

export type PageConsentContext = PageConsentInput & {
  /** The choice the integrations were last told. */
  granted: ConsentChoices
  /** The saved choice in force, to tell a changed answer of the consent service from a repeated one. */
  record: ConsentRecord | undefined
  asking: boolean
}

export type PageConsentEvent =
  | { type: 'OPEN_SETTINGS' }
  /** navigator.globalPrivacyControl: the browser's own signal counts as much as the Sec-GPC header. */
  | { type: 'PRIVACY_SIGNAL' }
  /** The consent service's answer. */
  | { type: 'SERVICE_ANSWERED'; choices: ConsentChoices }
  | { type: 'VISIT'; impressionId: string; channelId: number }
  | { type: 'CONVERSION'; conversion: ConversionEvent; contact?: ConversionContact }
  /** From the consent child: a granted category was withdrawn. */
  | { type: 'TRACKING_WITHDRAWN'; withdrawn: OptionalCategory[] }
  /** From the integrations child: a script did not load. */
  | { type: 'INTEGRATION_FAILED'; id: IntegrationId; error: unknown }
  /** Raised by this machine: the choice in force changed. */
  | { type: 'GRANTED'; granted: ConsentChoices }

export type PageConsentEmitted = { type: 'consentChanged'; granted: ConsentChoices }

const sameChoices = (a: ConsentChoices, b: ConsentChoices) =>
  optionalCategories.every((category) => a[category] === b[category])

/** The visitor's choice; withdrawing tracking is coordinated here, with the integrations. */
export const consentChoiceMachine = consentMachine.provide({
  actions: {
    shutDownTracking: sendParent((_, params: { withdrawn: OptionalCategory[] }) => ({
      type: 'TRACKING_WITHDRAWN',
      withdrawn: params.withdrawn,
    })),
  },
})

/** The integrations; a failed script load is reported by the page. */
export const integrationsMachine = trackingIntegrationsMachine.provide({
  actions: {
    reportFailure: sendParent((_, params: { id: IntegrationId; error: unknown }) => ({
      type: 'INTEGRATION_FAILED',
      ...params,
    })),
  },
})

export const pageConsentMachine = setup({
  types: {
    input: {} as PageConsentInput,
    context: {} as PageConsentContext,
    events: {} as PageConsentEvent,
    emitted: {} as PageConsentEmitted,
  },
  actors: {
    consent: consentChoiceMachine,
    modal: consentModalMachine,
    integrations: integrationsMachine,
    /** Loads the consent service and sends each of its answers as SERVICE_ANSWERED. */
    consentService: fromCallback<{ type: 'none' }, { domainGroupId: string }>(() => {}),
  },
  actions: {
    /** Cookies of the withdrawn categories that the integrations do not know themselves (CMS list). */
    clearWithdrawnCookies: (_, _params: { withdrawn: OptionalCategory[] }) => {},
    reportIntegrationFailure: (_, _params: { id: IntegrationId; error: unknown }) => {},
    openServiceBanner: () => {},
  },
  guards: {
    ownModal: ({ context }) => context.ownModal,
    answerChanged: ({ context, event }) =>
      event.type === 'SERVICE_ANSWERED' && !(context.record && sameChoices(context.record, event.choices)),
  },
}).createMachine({
  id: 'pageConsent',
  context: ({ input }) => {
    const record = isCurrentChoice(input.consent.stored, input.consent.policyRevision)
      ? input.consent.stored
      : undefined
    return {
      ...input,
      // What the consent child starts from too; the integrations are told on entering `starting`.
      granted: grantedOnArrival(input.consent),
      record,
      asking: input.consent.mustAsk && record === undefined,
    }
  },
  invoke: [
    {
      id: 'consent',
      src: 'consent',
      input: ({ context }) => context.consent,
      onSnapshot: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const snapshot = event.snapshot
          // Asked again (a failed save the reload guard held back): the modal comes back.
          const asking = snapshot.matches('asking')
          if (asking && !context.asking && context.ownModal) enqueue.sendTo('modal', { type: 'OPEN' })
          enqueue.assign({ asking, record: snapshot.context.record })
          // Leaving for a page whose policy lets the integrations load: starting them here would fail.
          if (snapshot.matches('reloaded') || sameChoices(snapshot.context.granted, context.granted)) return
          enqueue.raise({ type: 'GRANTED', granted: snapshot.context.granted })
        }),
      },
    },
    { id: 'modal', src: 'modal', input: ({ context }) => ({ open: context.ownModal && context.asking }) },
    {
      id: 'integrations',
      src: 'integrations',
      input: ({ context }) => ({ integrations: context.integrations, visit: context.visit }),
    },
  ],
  on: {
    GRANTED: {
      actions: enqueueActions(({ event: { granted }, enqueue }) => {
        enqueue.assign({ granted })
        enqueue.sendTo('integrations', { type: 'CONSENT', granted })
        enqueue.emit({ type: 'consentChanged', granted })
      }),
    },
    PRIVACY_SIGNAL: { actions: sendTo('consent', { type: 'TOGGLE', category: 'marketing', value: false }) },
    VISIT: { actions: sendTo('integrations', ({ event }) => event) },
    CONVERSION: { actions: sendTo('integrations', ({ event }) => event) },
    TRACKING_WITHDRAWN: {
      actions: [
        sendTo('integrations', { type: 'DISABLE_ALL' }),
        { type: 'clearWithdrawnCookies', params: ({ event }) => ({ withdrawn: event.withdrawn }) },
      ],
    },
    INTEGRATION_FAILED: {
      actions: { type: 'reportIntegrationFailure', params: ({ event }) => ({ id: event.id, error: event.error }) },
    },
    OPEN_SETTINGS: [
      { guard: 'ownModal', actions: sendTo('modal', { type: 'OPEN' }) },
      { actions: 'openServiceBanner' },
    ],
  },
  initial: 'starting',
  states: {
    // The children exist from here on: the integrations learn the consent the page arrived with.
    starting: {
      entry: [
        sendTo('integrations', ({ context }) => ({ type: 'CONSENT', granted: context.granted })),
        emit(({ context }) => ({ type: 'consentChanged', granted: context.granted })),
      ],
      always: [{ guard: 'ownModal', target: 'ownModal' }, { target: 'consentService' }],
    },
    ownModal: {},
    consentService: {
      invoke: {
        src: 'consentService',
        input: ({ context }) => ({ domainGroupId: context.visit.website.cookiebotDomainGroupId ?? '' }),
      },
      on: {
        // An unchanged answer is not saved again.
        SERVICE_ANSWERED: {
          guard: 'answerChanged',
          actions: enqueueActions(({ event, enqueue }) => {
            for (const category of optionalCategories)
              enqueue.sendTo('consent', { type: 'TOGGLE', category, value: event.choices[category] })
            enqueue.sendTo('consent', { type: 'SAVE' })
          }),
        },
      },
    },
  },
})
