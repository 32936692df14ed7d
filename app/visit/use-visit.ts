// The visit's actor for the components that read or tell it (the consent dialog, the footer's
// settings button, product links, forms). Its own module so that blocks can use it without importing
// the provider, which imports the page-type table (and through it every template and block). The
// context holds the one actor for the page's life: a new context value would reach every block
// boundary React has not hydrated yet and make it hydrate them all at once
// (docs/decisions/019-render-cost-and-page-weight.md).
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react'
import type { ConversionContact, ConversionEvent } from '../integrations/conversions.ts'
import { type VisitActor, type VisitSystem, visitActor } from './visit-machine.ts'

export const VisitContext = createContext<VisitActor | undefined>(undefined)

/** The visit, or undefined outside a VisitProvider (a component rendered on its own). */
export const useVisit = (): VisitActor | undefined => useContext(VisitContext)

/**
 * One of the visit's actors, found through the page's actor system by its system id. Attribution starts only after hydration, and while a part
 * of the page hydrates it reads as absent, as it was on the server: React keeps the server's
 * attributes on a mismatch, so a product link hydrated with the impression already known would keep
 * its server href; read as absent, it renders like the server's HTML and then updates.
 */
export function useVisitActor<Id extends keyof VisitSystem>(systemId: Id): VisitSystem[Id] | undefined {
  const visit = useVisit()
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!visit) return () => {}
      const subscription = visit.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [visit],
  )
  // The visit's snapshot changes whenever one of its actors starts or stops (attribution starts by
  // a transition of the visit), so a subscriber to the visit sees each arrive.
  const actor = () => (visit ? visitActor(visit.system, systemId) : undefined)
  return useSyncExternalStore(subscribe, actor, systemId === 'attribution' ? () => undefined : actor)
}

/** Reports a conversion (SPEC section 9) to every integration consent and the pixel rules allow. */
export function useConversion(): (conversion: ConversionEvent, contact?: ConversionContact) => void {
  const visit = useVisit()
  return useCallback(
    (conversion, contact) => visit?.send({ type: 'CONVERSION', conversion, ...(contact && { contact }) }),
    [visit],
  )
}
