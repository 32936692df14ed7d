// A link whose target comes from the CMS: site paths go through the router (client-side
// navigation, preloading); absolute https URLs leave the site in a new tab.
import { type AnyRouter, deepEqual, Link, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isExternalHref } from '../contracts/block-fields.ts'

type Props = {
  href: string
  children: ReactNode
  className?: string
  /** An affiliate link: search engines must not count it (Google's rel="sponsored"). */
  sponsored?: boolean
  onClick?: () => void
}

export function ContentLink({ href, children, className, sponsored = false, onClick }: Props) {
  if (isExternalHref(href))
    return (
      <a
        href={href}
        className={className}
        onClick={onClick}
        target="_blank"
        rel={sponsored ? 'sponsored nofollow noopener' : 'noopener'}
      >
        {children}
      </a>
    )
  const [path = '/', hash] = href.split('#')
  // The server's anchor is the router link's markup, and the browser hydrates it as that link.
  if (import.meta.env.SSR && path.startsWith('/'))
    return (
      <ServerSiteLink to={path} hash={hash} className={className}>
        {children}
      </ServerSiteLink>
    )
  // Exact: aria-current="page" marks only the page itself, not "/" on every page.
  return (
    <Link to={path} hash={hash} className={className} onClick={onClick} activeOptions={{ exact: true }}>
      {children}
    </Link>
  )
}

type Target = { href: string; pathname: string; search: unknown }
/** Targets by route tree (one per build) and path: bounded, as a guard, though links come from content. */
const targetsByTree = new WeakMap<object, Map<string, Target>>()
const maxTargets = 2000

/**
 * Where an absolute site path leads, as the router builds it for its `Link`: made once per target,
 * since neither the page that links nor the visitor changes it (no search is given, and no route
 * carries one over). Building it for each of a page's ~100 links was ~4 % of an uncached render.
 */
function targetOf(router: AnyRouter, to: string, hash: string | undefined): Target {
  let targets = targetsByTree.get(router.routeTree)
  if (!targets) {
    targets = new Map()
    targetsByTree.set(router.routeTree, targets)
  }
  const key = hash === undefined ? to : `${to}#${hash}`
  let target = targets.get(key)
  if (!target) {
    const next = router.buildLocation({ to, hash })
    target = { href: router.history.createHref(next.publicHref) || '/', pathname: next.pathname, search: next.search }
    if (targets.size < maxTargets) targets.set(key, target)
  }
  return target
}

/** The trailing slash aside, as the router compares paths (`removeTrailingSlash`, no basepath). */
const withoutTrailingSlash = (path: string) => (path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path)

/**
 * What the router's `Link` renders on the server for `activeOptions: { exact: true }` (the same
 * attributes in the same order, so hydration finds its own markup), without building the target's
 * location for every link of every render. The browser renders `Link` itself: navigation,
 * preloading and the active state stay the router's.
 */
export function ServerSiteLink({
  to,
  hash,
  className,
  children,
}: {
  to: string
  hash: string | undefined
  className: string | undefined
  children: ReactNode
}) {
  const router = useRouter()
  const target = targetOf(router, to, hash)
  const location = router.stores.location.get()
  const active =
    withoutTrailingSlash(location.pathname) === withoutTrailingSlash(target.pathname) &&
    deepEqual(location.search, target.search, false)
  if (!active)
    return (
      <a className={className} href={target.href}>
        {children}
      </a>
    )
  return (
    <a
      className={className ? `${className} active` : 'active'}
      href={target.href}
      data-status="active"
      aria-current="page"
    >
      {children}
    </a>
  )
}
