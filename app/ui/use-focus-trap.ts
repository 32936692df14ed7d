// Keeps keyboard focus inside an open dialog and gives it back on close (WAI-ARIA dialog pattern).
// The dialog may not be focusable in the first frame (server HTML hydrating, a suspended panel),
// so the first focus is retried for up to 50 animation frames (SPEC section 9).
import { type RefObject, useEffect } from 'react'

const focusRetryFrames = 50

type Frames = { request: (callback: () => void) => number; cancel: (frame: number) => void }

/** Focuses what `first` finds: now, or on one of the next focusRetryFrames animation frames.
 *  Returns a function that stops trying. */
export function focusWhenReady(
  first: () => HTMLElement | undefined,
  // Wrapped: called as a method of this object, the window's functions would throw Illegal invocation.
  frames: Frames = { request: (callback) => requestAnimationFrame(callback), cancel: (id) => cancelAnimationFrame(id) },
): () => void {
  let frame = 0
  let retries = 0
  const attempt = () => {
    const element = first()
    if (element) element.focus()
    else if (retries++ < focusRetryFrames) frame = frames.request(attempt)
  }
  attempt()
  return () => frames.cancel(frame)
}

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
    const stopFocusing = focusWhenReady(() => {
      const container = containerRef.current
      return container ? focusables(container)[0] : undefined
    })
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
      stopFocusing()
      document.removeEventListener('keydown', onKeyDown)
      if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus()
    }
  }, [containerRef, active])
}
