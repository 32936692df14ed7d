// The visitor's impression (SPEC section 4): requested at start-up, reusing the stored impression
// id, and again on a locale change, which forces a new one. A failed request is reported and
// leaves the page alone; the visitor's next navigation tries again. What others must do about it (store the id, forget the viewed products)
// is emitted, so this machine knows nothing about cookies.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { Locale } from '../../app.config.ts'
import { leadsApi } from '../api/leads/client.ts'
import type { Impression, ImpressionResponse } from '../api/leads/schemas.ts'
import { reportError } from '../errors/report.ts'
import { documentCookieJar } from '../lib/cookies.ts'
import { readDevice } from './device.ts'
import { type ImpressionRequestInput, impressionRequest } from './impression-request.ts'
import { trackingDataFromCookies } from './tracking-fields.ts'

export type ImpressionContext = {
  locale: Locale
  noProducts: boolean
  forceNew: boolean
  impression?: Impression
}

export type ImpressionEvent =
  | { type: 'localeChanged'; locale: Locale }
  /** The visitor moved to another page: the moment to retry a failed impression. */
  | { type: 'navigated' }

export type ImpressionEmitted =
  | { type: 'impressionReady'; impression: Impression }
  /** A new impression is coming: the stored id and the viewed products belong to the old one. */
  | { type: 'newImpressionForced' }

export const impressionMachine = setup({
  types: {
    context: {} as ImpressionContext,
    events: {} as ImpressionEvent,
    input: {} as { locale: Locale; noProducts: boolean },
    emitted: {} as ImpressionEmitted,
  },
  actors: {
    // In the browser: the stored tracking data (its cookies are the source of truth) and the device.
    createImpression: fromPromise<ImpressionResponse, ImpressionRequestInput>(({ input, signal }) =>
      leadsApi.impression(impressionRequest(input, trackingDataFromCookies(documentCookieJar.get), readDevice()), {
        signal,
      }),
    ),
  },
  actions: {
    reportFailure: (_, params: { error: unknown }) =>
      reportError(params.error, { level: 'error', tags: { part: 'impression' } }),
  },
}).createMachine({
  id: 'impression',
  context: ({ input }) => ({ ...input, forceNew: false }),
  initial: 'requesting',
  on: {
    localeChanged: {
      guard: ({ context, event }) => event.locale !== context.locale,
      target: '.requesting',
      actions: [
        assign({ locale: ({ event }) => event.locale, forceNew: true, impression: undefined }),
        emit({ type: 'newImpressionForced' }),
      ],
    },
  },
  states: {
    requesting: {
      invoke: {
        src: 'createImpression',
        input: ({ context: { locale, noProducts, forceNew } }) => ({ locale, noProducts, forceNew }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              impression: ({ event }) => event.output.impression,
              forceNew: false,
            }),
            emit(({ event }) => ({ type: 'impressionReady', impression: event.output.impression })),
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {},
    failed: {
      on: { navigated: 'requesting' },
    },
  },
})
