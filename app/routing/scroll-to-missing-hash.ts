// SPEC section 2: a hash link scrolls to its target when the element exists (the router does that,
// smoothly), otherwise to the top of the page.
import type { AnyRouter } from '@tanstack/react-router'

export function scrollToTopWhenHashTargetIsMissing(router: AnyRouter): void {
  if (typeof window === 'undefined') return
  router.subscribe('onResolved', ({ toLocation }) => {
    const hash = toLocation.hash
    if (hash && !document.getElementById(decodeURIComponent(hash))) window.scrollTo({ top: 0, behavior: 'instant' })
  })
}
