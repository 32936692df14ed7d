// Attribution of one page load (SPEC section 4, docs/decisions/013): it owns the visit's tracking
// data (a child machine), the impression and the locale.
// - The landing URL's campaign values are applied before the impression is requested, and the
//   impression carries them whatever the consent state: the site's own leads API processes them.
// - Cookies are written only with marketing consent: until then the jar holds them for this page,
//   and a later grant stores them (nothing of the landing is lost).
// - The impression is requested at start-up and again on a locale change (which forgets the stored
//   impression id and the viewed products); a failure is reported and retried on the next navigation.
// - With the impression ready, product views are observed; with marketing consent too, the
//   networks' client ids are collected.
// It runs as the visit's child (app/visit/visit-machine.ts), which tells it every change of consent
// and reads the impression from its snapshot. Every effect on the browser (the network, the DOM,
// the locale cookie) is named here and provided with the visit's (app/visit/browser-effects.ts);
// tests provide fakes.
import { type ActorRefFrom, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import type { Locale } from '../../app.config.ts'
import type { ConsentChoices } from '../consent/consent-record.ts'
import type { Impression, ImpressionResponse } from '../contracts/leads/schemas.ts'
import type { TrackingData } from '../contracts/tracking-fields.ts'
import type { LocaleChange } from '../i18n/locale-change.ts'
import type { DeferredCookieJar } from '../lib/deferred-cookie-jar.ts'
import type { ImpressionRequestInput } from './impression-request.ts'
import { trackingDataMachine } from './tracking-data-machine.ts'
import { clearViewedProducts } from './viewed-products.ts'

export type AttributionInput = {
  /** Where tracking cookies go: held in memory until marketing consent allows storing them. */
  jar: DeferredCookieJar
  locale: Locale
  /** The page lists no products (SPEC section 9): the impression asks for none. */
  noProducts: boolean
  /** The campaign values of the landing URL. */
  landing: TrackingData
  /** What the visitor allows when attribution starts. */
  granted: ConsentChoices
}

export type AttributionContext = {
  jar: DeferredCookieJar
  locale: Locale
  noProducts: boolean
  forceNew: boolean
  impression: Impression | undefined
  /** What the visitor allows, as the visit last said. */
  granted: ConsentChoices
  trackingData: ActorRefFrom<typeof trackingDataMachine>
}

export type AttributionEvent =
  /** A client-side navigation to a URL with campaign values. */
  | { type: 'LANDED'; query: TrackingData }
  | { type: 'LOCALE_CHANGED'; locale: Locale }
  /** The visitor moved to another page: the moment to retry a failed impression. */
  | { type: 'NAVIGATED' }
  | { type: 'CONSENT'; granted: ConsentChoices }

/** What the impression request is made of; the browser adds the device. */
export type ImpressionRequestParts = { request: ImpressionRequestInput; trackingData: TrackingData }

export type ProductViewsInput = { impressionId: string; jar: DeferredCookieJar }
export type ClientIdsInput = { impressionId: string; locale: Locale; jar: DeferredCookieJar }

export const attributionMachine = setup({
  types: {
    input: {} as AttributionInput,
    context: {} as AttributionContext,
    events: {} as AttributionEvent,
  },
  actors: {
    trackingData: trackingDataMachine,
    // Provided by the page (browser-effects.ts) and by tests.
    createImpression: fromPromise<ImpressionResponse, ImpressionRequestParts>(() => new Promise(() => {})),
    /** Reports each product card seen (once per product per impression) and the initial list. */
    observeProductViews: fromCallback<{ type: 'none' }, ProductViewsInput>(() => {}),
    /** Sends the networks' client ids once their pixels have set them (SPEC section 7). */
    sendClientIds: fromPromise<void, ClientIdsInput>(async () => {}),
  },
  actions: {
    reportImpressionFailure: (_, _params: { error: unknown }) => {},
    /** The locale cookie: written while preferences are granted, removed otherwise (SPEC section 9). */
    rememberLocale: (_, _params: { locale: Locale; allowed: boolean }) => {},
    /** Tells the page's listeners (SPEC section 4: a locale change notifies listeners). */
    announceLocaleChange: (_, _params: LocaleChange) => {},
    applyStorageConsent: ({ context }) => context.jar.allowStoring(context.granted.marketing),
    forgetViewedProducts: ({ context }) => clearViewedProducts(context.jar),
  },
  guards: {
    marketingGranted: ({ context }) => context.granted.marketing,
    isNewLocale: ({ context, event }) => event.type === 'LOCALE_CHANGED' && event.locale !== context.locale,
  },
}).createMachine({
  id: 'attribution',
  context: ({ input, spawn }) => ({
    jar: input.jar,
    locale: input.locale,
    noProducts: input.noProducts,
    forceNew: false,
    impression: undefined,
    granted: input.granted,
    trackingData: spawn('trackingData', { id: 'trackingData', input: { jar: input.jar, landing: input.landing } }),
  }),
  // What may be stored, and the locale cookie, follow the consent it starts with.
  entry: [
    'applyStorageConsent',
    {
      type: 'rememberLocale',
      params: ({ context }) => ({ locale: context.locale, allowed: context.granted.preferences }),
    },
  ],
  on: {
    LANDED: {
      actions: sendTo(
        ({ context }) => context.trackingData,
        ({ event }) => ({ ...event, type: 'landed' }),
      ),
    },
    CONSENT: {
      actions: [
        assign({ granted: ({ event }) => event.granted }),
        'applyStorageConsent',
        {
          type: 'rememberLocale',
          params: ({ context, event }) => ({ locale: context.locale, allowed: event.granted.preferences }),
        },
      ],
    },
    LOCALE_CHANGED: {
      guard: 'isNewLocale',
      target: '.requesting',
      actions: [
        {
          type: 'announceLocaleChange',
          params: ({ context, event }) => ({ locale: event.locale, previousLocale: context.locale }),
        },
        assign({ locale: ({ event }) => event.locale, forceNew: true, impression: undefined }),
        sendTo(({ context }) => context.trackingData, { type: 'forget', fields: ['impressionId'] }),
        'forgetViewedProducts',
        {
          type: 'rememberLocale',
          params: ({ context, event }) => ({ locale: event.locale, allowed: context.granted.preferences }),
        },
      ],
    },
  },
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        src: 'createImpression',
        input: ({ context }) => ({
          request: { locale: context.locale, noProducts: context.noProducts, forceNew: context.forceNew },
          // The values the landing carried, whether or not they may be stored yet.
          trackingData: context.trackingData.getSnapshot().context.data,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ impression: ({ event }) => event.output.impression, forceNew: false }),
            sendTo(
              ({ context }) => context.trackingData,
              ({ event }) => {
                const { id, uniqueUserId } = event.output.impression
                return { type: 'update', values: { impressionId: id, ...(uniqueUserId && { uniqueUserId }) } }
              },
            ),
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'reportImpressionFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    ready: {
      invoke: {
        src: 'observeProductViews',
        input: ({ context }) => ({ impressionId: context.impression?.id ?? '', jar: context.jar }),
      },
      initial: 'checkingMarketing',
      states: {
        // Checked again after every event, so a later grant starts the collection.
        checkingMarketing: {
          always: { guard: 'marketingGranted', target: 'collectingClientIds' },
        },
        // The pixels run only with marketing consent; their cookies are polled briefly, once.
        collectingClientIds: {
          invoke: {
            src: 'sendClientIds',
            input: ({ context }) => ({
              impressionId: context.impression?.id ?? '',
              locale: context.locale,
              jar: context.jar,
            }),
            onDone: 'done',
            onError: 'done',
          },
        },
        done: {},
      },
    },
    failed: {
      on: { NAVIGATED: 'requesting' },
    },
  },
})
