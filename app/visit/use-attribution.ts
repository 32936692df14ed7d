// What components read of the visit's attribution (product links, the signup form), through the
// visit (app/visit/use-visit.ts). Attribution runs only in the browser, after hydration: until then
// (and on the server) they render without it.
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { outboundHref } from '../attribution/outbound-link.ts'
import { useVisitActor } from './use-visit.ts'

/**
 * The /go/ link of a product card at `position` on this page for this visit; until attribution
 * runs (on the server) the link names the placement only.
 */
export function useOutboundHref(productId: string, position: number): string {
  const page = useRouterState({ select: (state) => state.location.pathname })
  return useSelector(useVisitActor('attribution'), (snapshot) =>
    outboundHref(
      productId,
      { page, position },
      snapshot && {
        impressionId: snapshot.context.impression?.id,
        trackingData: snapshot.context.trackingData.getSnapshot().context.data,
        marketing: snapshot.context.granted.marketing,
      },
    ),
  )
}

/** The visit's impression id once the leads API has answered (a signup is attributed with it). */
export function useImpressionId(): string | undefined {
  return useSelector(useVisitActor('attribution'), (snapshot) => snapshot?.context.impression?.id)
}
