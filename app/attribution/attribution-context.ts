// The visit's attribution actor, for components that read it (product links, the signup form). Its own
// module so that blocks can read it without importing the provider, which imports the page-type table
// (and through it every template and block).
import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { attributionMachine } from './attribution-machine.ts'
import { outboundHref } from './outbound-link.ts'

export type AttributionActor = ActorRefFrom<typeof attributionMachine>
export const AttributionContext = createContext<AttributionActor | undefined>(undefined)

/** The /go/ link of a product for this visit; the plain link until attribution runs (on the server). */
export function useOutboundHref(productId: string): string {
  const actor = useContext(AttributionContext)
  return (
    useSelector(actor, (snapshot) =>
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
  return useSelector(useContext(AttributionContext), (snapshot) => snapshot?.context.impression?.id)
}
