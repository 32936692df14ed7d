// Runs once when the app has hydrated in the browser.
import { useEffect } from 'react'

export function useHydrationEffects(): void {
  useEffect(() => {
    // End-to-end tests (and anyone debugging) can tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true'
    // The router's scroll restoration records only targets that fired a scroll event since it began
    // listening; a visitor who scrolled before hydration would otherwise come back to the top.
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) document.dispatchEvent(new Event('scroll'))
    })
    return () => cancelAnimationFrame(frame)
  }, [])
}
