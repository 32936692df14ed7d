// Click handling for links inside CMS HTML (rich text, FAQ answers): internal links navigate in the
// app without a reload; external links leave only when explicitly allowed (opened in a new tab);
// script-like links never run (SPEC section 2, "Navigation behaviour").
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { reportError } from '../errors/report.ts'
import { classifyNavigation } from './navigation-target.ts'

export function useContentLinkClick() {
  const router = useRouter()
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || !event.currentTarget.contains(anchor)) return
    const target = classifyNavigation(href, {
      base: window.location.href,
      allowExternal: anchor.target === '_blank',
    })
    if (target.kind === 'external') return
    event.preventDefault()
    if (target.kind === 'internal') void router.navigate({ href: target.href })
    else reportError(new Error(target.reason), { level: 'warning', tags: { href } })
  }
}
