// The visit's attribution actor, for components that read it (product links, the signup form). Its own
// module so that blocks can read it without importing the provider, which imports the page-type table
// (and through it every template and block).
import { useSelector } from '@xstate/react'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { attributionMachine } from './attribution-machine.ts'
import { outboundHref } from './outbound-link.ts'

export type AttributionActor = ActorRefFrom<typeof attributionMachine>

/**
 * Where the actor appears once it has started in the browser. The context holds this one object
 * for the page's life, not the actor: the actor starts after the page's shell has hydrated, and a
 * new context value then reaches every block boundary React has not hydrated yet and makes it
 * hydrate them all at once, in one long task (docs/decisions/019-render-cost-and-page-weight.md).
 */
export type AttributionSlot = {
  get: () => AttributionActor | undefined
  subscribe: (listener: () => void) => () => void
  set: (actor: AttributionActor) => void
}

export function createAttributionSlot(): AttributionSlot {
  let actor: AttributionActor | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => actor,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (next) => {
      actor = next
      for (const listener of listeners) listener()
    },
  }
}

export const AttributionContext = createContext<AttributionSlot | undefined>(undefined)

const noSlot = () => () => {}

/** The started actor; undefined on the server, while hydrating and until it has started. */
function useAttributionActor(): AttributionActor | undefined {
  const slot = useContext(AttributionContext)
  return useSyncExternalStore(
    slot?.subscribe ?? noSlot,
    () => slot?.get(),
    () => undefined,
  )
}

/** The /go/ link of a product for this visit; the plain link until attribution runs (on the server). */
export function useOutboundHref(productId: string): string {
  return (
    useSelector(useAttributionActor(), (snapshot) =>
      snapshot
        ? outboundHref(productId, {
            impressionId: snapshot.context.impression?.id,
            trackingData: snapshot.context.trackingData.getSnapshot().context.data,
            marketing: snapshot.context.granted.marketing,
          })
        : undefined,
    ) ?? `/go/${productId}/`
  )
}

/** The visit's impression id once the leads API has answered (a signup is attributed with it). */
export function useImpressionId(): string | undefined {
  return useSelector(useAttributionActor(), (snapshot) => snapshot?.context.impression?.id)
}
