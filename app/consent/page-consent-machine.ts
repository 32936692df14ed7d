// Consent for one page load, and everything it controls (SPEC sections 2, 4 and 6). Its children:
// - consent: the visitor's choice (consent-machine.ts: banner, save, withdrawal, guarded reloads);
// - modal: the own consent dialog (modal/consent-modal-machine.ts), opened while the visitor must
//   answer and from the footer's "Cookie settings";
// - integrations: the tracking integrations (app/integrations), told every change of the choice,
//   the visit's impression (pixels start with its id and channel) and every conversion.
// A consent service (Cookiebot), when the site names one, asks instead of the modal: its answers
// become choices saved like the modal's. The browser's Global Privacy Control turns marketing off.
// A reload the consent child asks for continues the same visit: it carries the visit's impression
// (waiting a moment for one on its way), so one landing makes one impression (docs/decisions/021).
// Effects on the browser are named here and provided by the page (consent-provider.tsx).
import { assign, emit, enqueueActions, fromCallback, sendParent, sendTo, setup } from 'xstate'
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

/** The visit's impression as attribution last told it: known, failed (no id), or on its way. */
export type VisitImpression = { settled: true; id: string | undefined } | { settled: false }

/** How long a consent reload waits for an impression on its way before it goes without it. */
export const impressionWaitMs = 3000

export type PageConsentContext = PageConsentInput & {
  /** The choice the integrations were last told. */
  granted: ConsentChoices
  /** The saved choice in force, to tell a changed answer of the consent service from a repeated one. */
  record: ConsentRecord | undefined
  asking: boolean
  impression: VisitImpression
  /** The reload asked for is one the reload guard counts (withdrawal, failed save). */
  reloadGuarded: boolean
}

export type PageConsentEvent =
  | { type: 'OPEN_SETTINGS' }
  /** navigator.globalPrivacyControl: the browser's own signal counts as much as the Sec-GPC header. */
  | { type: 'PRIVACY_SIGNAL' }
  /** The consent service's answer. */
  | { type: 'SERVICE_ANSWERED'; choices: ConsentChoices }
  | { type: 'VISIT'; impressionId: string; channelId: number }
  /** Attribution is asking for the visit's (first, or a new locale's) impression. */
  | { type: 'VISIT_PENDING' }
  /** Attribution's impression request failed: there is none to carry. */
  | { type: 'VISIT_FAILED' }
  /** From the consent child: the page must reload (guarded: a reload the guard counts). */
  | { type: 'RELOAD'; guarded: boolean }
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

/** The visitor's choice; withdrawing tracking and reloading are coordinated here, with the visit. */
export const consentChoiceMachine = consentMachine.provide({
  actions: {
    shutDownTracking: sendParent((_, params: { withdrawn: OptionalCategory[] }) => ({
      type: 'TRACKING_WITHDRAWN',
      withdrawn: params.withdrawn,
    })),
    reloadPage: sendParent({ type: 'RELOAD', guarded: true }),
    reloadForPagePolicy: sendParent({ type: 'RELOAD', guarded: false }),
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
    /** Reloads the page, carrying the visit's impression id when there is one; guarded: the tab
     *  remembers the moment for the reload guard. */
    reload: (_, _params: { impressionId: string | undefined; guarded: boolean }) => {},
  },
  delays: { impressionWaitMs },
  guards: {
    ownModal: ({ context }) => context.ownModal,
    answerChanged: ({ context, event }) =>
      event.type === 'SERVICE_ANSWERED' && !(context.record && sameChoices(context.record, event.choices)),
    impressionSettled: ({ context }) => context.impression.settled,
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
      impression: { settled: false },
      reloadGuarded: false,
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
    VISIT: {
      actions: [
        assign({ impression: ({ event }) => ({ settled: true, id: event.impressionId }) }),
        sendTo('integrations', ({ event }) => event),
      ],
    },
    VISIT_PENDING: { actions: assign({ impression: { settled: false } }) },
    VISIT_FAILED: { actions: assign({ impression: { settled: true, id: undefined } }) },
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
  type: 'parallel',
  states: {
    asker: {
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
    },
    // The reload reaches the browser once the visit's impression is known or failed, so the
    // reloaded page asks for the same one; an impression that does not come in time is not
    // waited for longer (the page must not hang on the leads API).
    reload: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            RELOAD: { target: 'awaitingImpression', actions: assign({ reloadGuarded: ({ event }) => event.guarded }) },
          },
        },
        awaitingImpression: {
          always: { guard: 'impressionSettled', target: 'reloading' },
          after: { impressionWaitMs: 'reloading' },
        },
        reloading: {
          entry: {
            type: 'reload',
            params: ({ context }) => ({
              impressionId: context.impression.settled ? context.impression.id : undefined,
              guarded: context.reloadGuarded,
            }),
          },
        },
      },
    },
  },
})
