// A link whose target comes from the CMS: site paths go through the router (client-side
// navigation, preloading); absolute https URLs leave the site in a new tab.
import { Link } from '@tanstack/react-router'
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
  // Exact: aria-current="page" marks only the page itself, not "/" on every page.
  return (
    <Link to={path} hash={hash} className={className} onClick={onClick} activeOptions={{ exact: true }}>
      {children}
    </Link>
  )
}
