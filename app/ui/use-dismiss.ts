// Closing rules shared by the mobile menu and the submenus: Escape, a click elsewhere, or focus
// leaving the container (tabbing past the last link) closes an open disclosure. Escape is heard on
// the container and goes no further, so it closes the innermost open menu first.
import { type RefObject, useEffect, useEffectEvent } from 'react'

export type DismissReason = 'escape' | 'outside'

export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss)
  useEffect(() => {
    const container = containerRef.current
    if (!open || !container) return
    const isOutside = (target: EventTarget | null) => target instanceof Node && !container.contains(target)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      dismiss('escape')
    }
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) dismiss('outside')
    }
    // Where focus went is known only once it got there: relatedTarget is null when it moves into an
    // iframe (the video player), so look at the active element a frame later.
    let frame = 0
    const onFocusOut = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (isOutside(document.activeElement)) dismiss('outside')
      })
    }
    container.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    container.addEventListener('focusout', onFocusOut)
    return () => {
      cancelAnimationFrame(frame)
      container.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      container.removeEventListener('focusout', onFocusOut)
    }
  }, [containerRef, open])
}
