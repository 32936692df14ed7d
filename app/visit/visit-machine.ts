// One visit in the browser, and everything it coordinates (SPEC sections 2, 4 and 6): the root actor
// of the page's actor system. Its children, each registered under a system id:
// - consent: the visitor's choice (app/consent/consent-machine.ts: banner, save, withdrawal,
//   guarded reloads);
// - modal: the own consent dialog (app/consent/consent-modal-machine.ts), opened while the
//   visitor must answer and from the footer's "Cookie settings";
// - integrations: the tracking integrations (app/integrations), told every change of the choice,
//   the visit's impression (pixels start with its id and channel) and every conversion; each
//   integration is a child actor of its own under integration.<id> (app/integrations/integration-machine.ts);
// - attribution: the tracking data and the impression (app/attribution/attribution-machine.ts),
//   started after hydration (START_ATTRIBUTION) and told every change of the choice.
// A grant starts its integrations on the page (the page's policy allows them: docs/decisions/021);
// a withdrawal and a failed save reload, once the impression on its way has come (what consent
// still lets be stored is then stored) or after a short wait. A consent service (Cookiebot), when
// the site names one, asks instead of the modal. The browser's Global Privacy Control turns
// marketing off. Effects on the browser are named here and provided in one place
// (app/visit/browser-effects.ts).
import {
  type ActorRefFrom,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  type SnapshotFrom,
  sendTo,
  setup,
  stateIn,
} from 'xstate'
import { type AttributionEvent, type AttributionInput, attributionMachine } from '../attribution/attribution-machine.ts'
import { type ConsentInput, consentMachine } from '../consent/consent-machine.ts'
import { consentModalMachine } from '../consent/consent-modal-machine.ts'
import { type ConsentChoices, type OptionalCategory, optionalCategories } from '../consent/consent-record.ts'
import { grantedOnArrival, isCurrentChoice } from '../consent/granted-on-arrival.ts'
import type { ConversionContact, ConversionEvent } from '../integrations/conversions.ts'
import type { IntegrationContext, IntegrationId, TrackingIntegration } from '../integrations/integration.ts'
import type { IntegrationFailed } from '../integrations/integration-machine.ts'
import { trackingIntegrationsMachine } from '../integrations/tracking-integrations-machine.ts'

export type VisitInput = {
  consent: ConsentInput
  /** The own modal asks; false when a consent service is configured. */
  ownModal: boolean
  /**
   * Whether the modal opens by itself while an answer is missing: not in an editor's draft
   * preview, where nothing tracks whatever the answer and the dialog would take the keyboard from
   * the editor typing beside the CMS's live-preview pane. Asked for (the settings), it opens.
   */
  asks: boolean
  integrations: readonly TrackingIntegration[]
  visit: IntegrationContext
}

/** What attribution starts from; the choice in force is added by the visit. */
export type AttributionStart = Omit<AttributionInput, 'granted'>

/** The visit's impression as the attribution child's snapshot shows it: known, failed, or on its way. */
export type VisitImpression =
  | { status: 'ready'; id: string; channelId: number }
  | { status: 'failed' }
  | { status: 'pending' }

/** How long a consent reload waits for an impression on its way before it goes without it. */
export const impressionWaitMs = 3000

export type VisitContext = VisitInput & {
  /** The choice the integrations and attribution were last told. */
  granted: ConsentChoices
  /** The choice in force, to tell a changed answer of the consent service from a repeated one. */
  choice: ConsentChoices | undefined
  asking: boolean
  /** Pending until attribution has started and answered. */
  impression: VisitImpression
  /** The reload asked for is one the reload guard counts (withdrawal, failed save). */
  reloadGuarded: boolean
}

export type VisitEvent =
  | { type: 'OPEN_SETTINGS' }
  /** navigator.globalPrivacyControl: the browser's own signal counts as much as the Sec-GPC header. */
  | { type: 'PRIVACY_SIGNAL' }
  /** After hydration: attribution reads the URL and the cookies. */
  | { type: 'START_ATTRIBUTION'; attribution: AttributionStart }
  /** What the router sees, for attribution: a new URL's campaign values, the locale, a navigation. */
  | Extract<AttributionEvent, { type: 'LANDED' | 'LOCALE_CHANGED' | 'NAVIGATED' }>
  /** The consent service's answer. */
  | { type: 'SERVICE_ANSWERED'; choices: ConsentChoices }
  | { type: 'CONVERSION'; conversion: ConversionEvent; contact?: ConversionContact }
  /** From the consent child: the page must reload (guarded: a reload the guard counts). */
  | { type: 'RELOAD'; guarded: boolean }
  /** From the consent child: a granted category was withdrawn. */
  | { type: 'TRACKING_WITHDRAWN'; withdrawn: OptionalCategory[] }
  /** From the integrations child: a script did not load. */
  | IntegrationFailed
  /** Raised by this machine: the choice in force changed. */
  | { type: 'GRANTED'; granted: ConsentChoices }

const sameChoices = (a: ConsentChoices, b: ConsentChoices) =>
  optionalCategories.every((category) => a[category] === b[category])

function impressionOf(snapshot: SnapshotFrom<typeof attributionMachine>): VisitImpression {
  const impression = snapshot.context.impression
  if (snapshot.matches('ready') && impression)
    return { status: 'ready', id: impression.id, channelId: impression.source.channel.id }
  return snapshot.matches('failed') ? { status: 'failed' } : { status: 'pending' }
}

const sameImpression = (a: VisitImpression, b: VisitImpression) =>
  a.status === 'ready' && b.status === 'ready' ? a.id === b.id : a.status === b.status

export const visitMachine = setup({
  types: {
    input: {} as VisitInput,
    context: {} as VisitContext,
    events: {} as VisitEvent,
    emitted: {} as { type: 'consentChanged'; granted: ConsentChoices },
  },
  actors: {
    consent: consentMachine,
    modal: consentModalMachine,
    integrations: trackingIntegrationsMachine,
    attribution: attributionMachine,
    /** Loads the consent service and sends each of its answers as SERVICE_ANSWERED. */
    consentService: fromCallback<{ type: 'none' }, { domainGroupId: string }>(() => {}),
  },
  actions: {
    /** Cookies of the withdrawn categories that the integrations do not know themselves (CMS list). */
    clearWithdrawnCookies: (_, _params: { withdrawn: OptionalCategory[] }) => {},
    reportIntegrationFailure: (_, _params: { id: IntegrationId; error: unknown }) => {},
    openServiceBanner: () => {},
    /** Reloads the page; guarded: the tab remembers the moment for the reload guard. */
    reload: (_, _params: { guarded: boolean }) => {},
  },
  delays: { impressionWaitMs },
  guards: {
    ownModal: ({ context }) => context.ownModal,
    answerChanged: ({ context, event }) =>
      event.type === 'SERVICE_ANSWERED' && !(context.choice && sameChoices(context.choice, event.choices)),
    impressionSettled: ({ context }) => context.impression.status !== 'pending',
    attributionRunning: stateIn({ attribution: 'running' }),
  },
}).createMachine({
  id: 'visit',
  context: ({ input }) => {
    const { stored, policyRevision } = input.consent
    const choice = isCurrentChoice(stored, policyRevision) ? stored : undefined
    return {
      ...input,
      // What the consent child starts from too; the integrations are told on entering `starting`.
      granted: grantedOnArrival(input.consent),
      choice,
      asking: input.consent.mustAsk && choice === undefined,
      impression: { status: 'pending' },
      reloadGuarded: false,
    }
  },
  invoke: [
    {
      id: 'consent',
      systemId: 'consent',
      src: 'consent',
      input: ({ context }) => context.consent,
      onSnapshot: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const snapshot = event.snapshot
          // Asked again (a failed save the reload guard held back): the modal comes back.
          const asking = snapshot.matches('asking')
          if (asking && !context.asking && context.ownModal) enqueue.sendTo('modal', { type: 'OPEN' })
          enqueue.assign({ asking, choice: snapshot.context.record })
          if (sameChoices(snapshot.context.granted, context.granted)) return
          enqueue.raise({ type: 'GRANTED', granted: snapshot.context.granted })
        }),
      },
    },
    {
      id: 'modal',
      systemId: 'modal',
      src: 'modal',
      input: ({ context }) => ({ open: context.asks && context.ownModal && context.asking }),
    },
    {
      id: 'integrations',
      systemId: 'integrations',
      src: 'integrations',
      input: ({ context }) => ({ integrations: context.integrations, visit: context.visit }),
    },
  ],
  on: {
    GRANTED: {
      actions: enqueueActions(({ event: { granted }, enqueue, check }) => {
        enqueue.assign({ granted })
        enqueue.sendTo('integrations', { type: 'CONSENT', granted })
        if (check('attributionRunning')) enqueue.sendTo('attribution', { type: 'CONSENT', granted })
        enqueue.emit({ type: 'consentChanged', granted })
      }),
    },
    PRIVACY_SIGNAL: { actions: sendTo('consent', { type: 'TOGGLE', category: 'marketing', value: false }) },
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
    attribution: {
      initial: 'waiting',
      states: {
        waiting: {
          on: { START_ATTRIBUTION: 'running' },
        },
        // Its snapshot is the visit's impression: the integrations learn each new one, and a
        // reload waits for one on its way.
        running: {
          on: {
            LANDED: { actions: sendTo('attribution', ({ event }) => event) },
            LOCALE_CHANGED: { actions: sendTo('attribution', ({ event }) => event) },
            NAVIGATED: { actions: sendTo('attribution', ({ event }) => event) },
          },
          invoke: {
            id: 'attribution',
            systemId: 'attribution',
            src: 'attribution',
            input: ({ context, event }) => {
              if (event.type !== 'START_ATTRIBUTION') throw new Error('Attribution starts with START_ATTRIBUTION')
              return { ...event.attribution, granted: context.granted }
            },
            onSnapshot: {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const impression = impressionOf(event.snapshot)
                if (sameImpression(impression, context.impression)) return
                enqueue.assign({ impression })
                if (impression.status === 'ready')
                  enqueue.sendTo('integrations', {
                    type: 'VISIT',
                    impressionId: impression.id,
                    channelId: impression.channelId,
                  })
              }),
            },
          },
        },
      },
    },
    // A reload the consent child asks for reaches the browser once the visit's impression is known
    // or failed, so what consent still lets be stored (its id) is stored and the reloaded page asks
    // for the same one; an impression that does not come in time is not waited for longer (the
    // page must not hang on the leads API).
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
          entry: { type: 'reload', params: ({ context }) => ({ guarded: context.reloadGuarded }) },
        },
      },
    },
  },
})

export type VisitActor = ActorRefFrom<typeof visitMachine>

/** The actors of the visit's system by system id (the consent service has none: it only answers). */
export type VisitSystem = {
  consent: ActorRefFrom<typeof consentMachine>
  modal: ActorRefFrom<typeof consentModalMachine>
  integrations: ActorRefFrom<typeof trackingIntegrationsMachine>
  attribution: ActorRefFrom<typeof attributionMachine>
}

/**
 * One of the visit's actors, found through the system by its system id; undefined while it does
 * not run (attribution before START_ATTRIBUTION). The visit registers each under that id.
 */
export const visitActor = <Id extends keyof VisitSystem>(
  system: VisitActor['system'],
  systemId: Id,
): VisitSystem[Id] | undefined => system.get(systemId)
