// Keeps keyboard focus inside an open dialog and gives it back on close (WAI-ARIA dialog pattern).
// The dialog may not be focusable in the first frame (server HTML hydrating, a suspended panel),
// so the first focus is retried for up to 50 animation frames (SPEC section 9).
import { type RefObject, useEffect } from 'react'

export const focusRetryFrames = 50

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden], [inert]'),
  )
}

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    let frame = 0
    let tries = 0
    const focusFirst = () => {
      const container = containerRef.current
      const [first] = container ? focusables(container) : []
      if (first) first.focus()
      else if (++tries < focusRetryFrames) frame = requestAnimationFrame(focusFirst)
    }
    focusFirst()
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current
      if (event.key !== 'Tab' || !container) return
      const elements = focusables(container)
      const first = elements[0]
      const last = elements.at(-1)
      if (!first || !last) return
      const outside = !container.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKeyDown)
      if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus()
    }
  }, [containerRef, active])
}
