// Watches the page for product cards (`[data-product-id][data-position]`, rendered by the casino
// list) and reports each card the first time at least half of it is visible, and each product list
// (`[data-product-list]`) once when it appears. Cards that arrive later (a client-side navigation,
// a list that loads late) are picked up as they are added.
import { type ProductPlacement, productPlacementSchema } from '../contracts/leads/schemas.ts'

export const productCardSelector = '[data-product-id][data-position]'
export const productListSelector = '[data-product-list]'
/** SPEC: a product counts as viewed when at least half of its card is visible. */
export const viewedRatio = 0.5

export type ProductViewCallbacks = {
  onView(placement: ProductPlacement): void
  onList?(placements: ProductPlacement[]): void
}

export function placementOf(element: Element): ProductPlacement | undefined {
  const parsed = productPlacementSchema.safeParse({
    productId: element.getAttribute('data-product-id'),
    position: Number(element.getAttribute('data-position')),
  })
  return parsed.success ? parsed.data : undefined
}

/** Starts watching; answers the function that stops it. */
export function observeProductViews(root: HTMLElement, { onView, onList }: ProductViewCallbacks): () => void {
  const seenCards = new WeakSet<Element>()
  const seenLists = new WeakSet<Element>()
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < viewedRatio) continue
        visibility.unobserve(entry.target)
        const placement = placementOf(entry.target)
        if (placement) onView(placement)
      }
    },
    { threshold: viewedRatio },
  )
  const scan = () => {
    for (const card of root.querySelectorAll(productCardSelector)) {
      if (seenCards.has(card)) continue
      seenCards.add(card)
      visibility.observe(card)
    }
    if (!onList) return
    for (const list of root.querySelectorAll(productListSelector)) {
      if (seenLists.has(list)) continue
      seenLists.add(list)
      const placements = [...list.querySelectorAll(productCardSelector)].flatMap((card) => placementOf(card) ?? [])
      if (placements.length > 0) onList(placements)
    }
  }
  const additions = new MutationObserver(scan)
  additions.observe(root, { childList: true, subtree: true })
  scan()
  return () => {
    additions.disconnect()
    visibility.disconnect()
  }
}
