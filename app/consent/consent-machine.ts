// The visitor's consent (SPEC section 4): necessary only until a choice is saved; the banner is
// open while there is no current choice; a grant takes effect on the page; withdrawing a category
// that was granted shuts tracking down and reloads; a failed save is logged and reloads. Reloads
// are guarded so they never loop. It runs as the visit's child (app/visit/visit-machine.ts), which
// it tells of a withdrawal and a reload; the browser's effects are provided there.
import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { ConsentCategory } from '../contracts/content/schemas.ts'
import type { StoredChoice } from './consent-class.ts'
import {
  type ConsentChoices,
  type ConsentRecord,
  choicesOf,
  everything,
  type OptionalCategory,
  withdrawnCategories,
} from './consent-record.ts'
import { grantedOnArrival, isCurrentChoice } from './granted-on-arrival.ts'

/** A reload within this many milliseconds of the last one is skipped (SPEC section 9). */
export const reloadGuardMs = 10_000

export type ConsentInput = {
  /** The visitor is in a country (and on a site) where tracking needs consent first. */
  mustAsk: boolean
  /** The saved choice, as the server read it (the visitor's consent class). */
  stored: StoredChoice | undefined
  /** The saved record's id, read by the browser from its cookie (never part of the page). */
  consentId: string | undefined
  /** The cookie policy revision in the CMS; a stored choice for an older one is asked again. */
  policyRevision: number
  /** Sec-GPC / navigator.globalPrivacyControl: marketing starts off. */
  globalPrivacyControl: boolean
  /** When this tab last reloaded because of consent (epoch ms). */
  lastReloadAt: number | undefined
  now: () => number
}

export type ConsentContext = {
  mustAsk: boolean
  policyRevision: number
  /** The choice in force; undefined while none is (or it is for an older policy). */
  record: StoredChoice | undefined
  /** The visitor's consent id: kept across changes, so the proof of consent shows their history. */
  consentId: string | undefined
  /** What tracking may do now. */
  granted: ConsentChoices
  /** The toggles in the modal. */
  toggles: ConsentChoices
  /** The record being saved. */
  pending: ConsentRecord | undefined
  lastReloadAt: number | undefined
  now: () => number
}

export type ConsentEvent =
  | { type: 'TOGGLE'; category: ConsentCategory; value: boolean }
  | { type: 'ACCEPT_ALL' }
  | { type: 'SAVE' }

function initialContext(input: ConsentInput): ConsentContext {
  const current = isCurrentChoice(input.stored, input.policyRevision) ? input.stored : undefined
  const granted = grantedOnArrival(input)
  const proposed = input.stored ? choicesOf(input.stored) : granted
  return {
    mustAsk: input.mustAsk,
    policyRevision: input.policyRevision,
    record: current,
    consentId: input.consentId,
    granted,
    toggles: { ...proposed, marketing: proposed.marketing && !input.globalPrivacyControl },
    pending: undefined,
    lastReloadAt: input.lastReloadAt,
    now: input.now,
  }
}

/** The record just saved (pending until adopted). */
const proveSaved = {
  type: 'recordProof',
  params: ({ context }: { context: ConsentContext }) => ({ record: context.pending as ConsentRecord }),
} as const

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    /** Stores the record where the browser keeps it (the consent cookie); rejects when it could not. */
    saveConsent: fromPromise<void, { record: ConsentRecord }>(async () => {}),
  },
  actions: {
    /** Sends the saved record to the server as proof of consent. */
    recordProof: (_, _params: { record: ConsentRecord }) => {},
    /** The visit disables every tracking integration and clears their cookies and those of the withdrawn categories. */
    shutDownTracking: sendParent((_, params: { withdrawn: OptionalCategory[] }) => ({
      type: 'TRACKING_WITHDRAWN',
      withdrawn: params.withdrawn,
    })),
    logSaveFailure: (_, _params: { error: unknown }) => {},
    /** The visit reloads the page; the reload guard counts it. */
    reloadPage: sendParent({ type: 'RELOAD', guarded: true }),
    applyToggle: assign({
      toggles: ({ context, event }) =>
        event.type === 'TOGGLE' && event.category !== 'necessary'
          ? { ...context.toggles, [event.category satisfies OptionalCategory]: event.value }
          : context.toggles,
    }),
    acceptEverything: assign({ toggles: everything }),
    adoptPending: assign({
      record: ({ context }) => context.pending,
      consentId: ({ context }) => context.pending?.id,
      granted: ({ context }) => ({ ...context.toggles }),
      pending: undefined,
    }),
  },
  guards: {
    needsAnswer: ({ context }) => context.mustAsk && context.record === undefined,
    withdrawsGrantedCategory: ({ context }) => withdrawnCategories(context.granted, context.toggles).length > 0,
    reloadIsSafe: ({ context }) =>
      context.lastReloadAt === undefined || context.now() - context.lastReloadAt >= reloadGuardMs,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  on: {
    TOGGLE: { actions: 'applyToggle' },
  },
  states: {
    deciding: {
      always: [{ guard: 'needsAnswer', target: 'asking' }, { target: 'settled' }],
    },
    /** The banner is open: there is no current choice. */
    asking: {
      on: {
        ACCEPT_ALL: { target: 'saving', actions: 'acceptEverything' },
        SAVE: 'saving',
      },
    },
    settled: {
      on: {
        ACCEPT_ALL: { target: 'saving', actions: 'acceptEverything' },
        SAVE: 'saving',
      },
    },
    saving: {
      // TOGGLE while saving would change what is being saved; the choice is fixed from here.
      on: { TOGGLE: {} },
      entry: assign({
        pending: ({ context }) => ({
          id: context.consentId ?? crypto.randomUUID(),
          necessary: true as const,
          ...context.toggles,
          givenAt: new Date(context.now()).toISOString(),
          policyRevision: context.policyRevision,
        }),
      }),
      invoke: {
        src: 'saveConsent',
        input: ({ context }) => ({ record: context.pending as ConsentRecord }),
        onDone: [
          {
            guard: 'withdrawsGrantedCategory',
            target: 'reloading',
            actions: [
              {
                type: 'shutDownTracking',
                params: ({ context }) => ({ withdrawn: withdrawnCategories(context.granted, context.toggles) }),
              },
              proveSaved,
              'adoptPending',
            ],
          },
          // A grant takes effect here: the page's policy allows what it starts (docs/decisions/021).
          { target: 'settled', actions: [proveSaved, 'adoptPending'] },
        ],
        onError: {
          target: 'reloading',
          actions: [
            assign({ pending: undefined }),
            { type: 'logSaveFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    reloading: {
      always: [
        { guard: 'reloadIsSafe', target: 'reloaded', actions: 'reloadPage' },
        { guard: 'needsAnswer', target: 'asking' },
        { target: 'settled' },
      ],
    },
    /** The page is going away. */
    reloaded: {},
  },
})
