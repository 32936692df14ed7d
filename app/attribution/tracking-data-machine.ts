// The visit's tracking data (SPEC section 4): values a landing URL carries override the stored ones;
// a new subId other than 'z' that differs from the stored one starts a new campaign, clearing every
// stored value except uniqueUserId, userInputId and userInputToken. Every change is written to its
// cookie (lifetimes from the field table); unchanged cookies are left alone so they keep their expiry.
import { assign, setup } from 'xstate'
import {
  defaultSubId,
  keptOnNewCampaign,
  type TrackingData,
  type TrackingField,
  trackingDataFromCookies,
  trackingFieldNames,
  trackingFields,
  trackingLifetimes,
} from '../contracts/tracking-fields.ts'
import type { CookieJar } from '../lib/cookies.ts'

export type TrackingDataContext = {
  jar: CookieJar
  data: TrackingData
  /** Fields whose value the last event changed: the cookies to write. */
  changed: TrackingField[]
}

export type TrackingDataEvent =
  | { type: 'landed'; query: TrackingData }
  | { type: 'update'; values: TrackingData }
  | { type: 'forget'; fields: readonly TrackingField[] }

function diff(before: TrackingData, after: TrackingData): TrackingField[] {
  return trackingFieldNames.filter((name) => before[name] !== after[name])
}

function withValues(data: TrackingData, values: TrackingData): TrackingData {
  const next = { ...data }
  for (const name of trackingFieldNames) if (values[name] !== undefined) next[name] = values[name]
  return next
}

const startsNewCampaign = (stored: TrackingData, query: TrackingData) =>
  query.subId !== undefined && query.subId !== defaultSubId && query.subId !== stored.subId

/** The tracking data after landing on a URL carrying `query` (SPEC section 4). */
export function landedOn(stored: TrackingData, query: TrackingData): TrackingData {
  if (!startsNewCampaign(stored, query)) return withValues(stored, query)
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([name]) => keptOnNewCampaign.has(name as TrackingField)),
  ) as TrackingData
  return withValues(kept, query)
}

export const trackingDataMachine = setup({
  types: {
    context: {} as TrackingDataContext,
    events: {} as TrackingDataEvent,
    input: {} as { jar: CookieJar; landing?: TrackingData },
  },
  actions: {
    land: assign(({ context, event }) => {
      if (event.type !== 'landed') return {}
      const data = landedOn(context.data, event.query)
      return { data, changed: diff(context.data, data) }
    }),
    override: assign(({ context, event }) => {
      const values = event.type === 'update' ? event.values : {}
      const data = withValues(context.data, values)
      return { data, changed: diff(context.data, data) }
    }),
    forget: assign(({ context, event }) => {
      if (event.type !== 'forget') return {}
      const data = { ...context.data }
      for (const name of event.fields) delete data[name]
      return { data, changed: diff(context.data, data) }
    }),
    persist: ({ context: { jar, data, changed } }) => {
      for (const name of changed) {
        const { cookie, lifetime } = trackingFields[name]
        const value = data[name]
        if (value === undefined) jar.remove(cookie)
        else jar.set(cookie, value, { maxAge: trackingLifetimes[lifetime] })
      }
    },
  },
}).createMachine({
  id: 'trackingData',
  // The landing URL of the page load is applied at once, so whoever reads the data next (the
  // impression request) sees it.
  context: ({ input }) => {
    const stored = trackingDataFromCookies((name) => input.jar.get(name))
    const data = landedOn(stored, input.landing ?? {})
    return { jar: input.jar, data, changed: diff(stored, data) }
  },
  entry: 'persist',
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        landed: { actions: ['land', 'persist'] },
        update: { actions: ['override', 'persist'] },
        forget: { actions: ['forget', 'persist'] },
      },
    },
  },
})
