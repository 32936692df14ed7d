// Decides where a navigation may go (SPEC section 2, "Navigation behaviour"): same-origin paths
// are routed in the app; external URLs only when the caller explicitly allows them; script-like
// protocols never, whatever the caller says.
type NavigationTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string }

const scriptLikeProtocols = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'])

/** base is the current page URL: relative targets (#faq, ../) resolve against it. */
export function classifyNavigation(
  target: string,
  options: { base: string; allowExternal?: boolean },
): NavigationTarget {
  // Browsers ignore tabs and newlines inside URLs; strip them so "java\tscript:" can't slip through.
  const cleaned = target.replace(/[\t\n\r]/g, '').trim()
  let url: URL
  try {
    url = new URL(cleaned, options.base)
  } catch {
    return { kind: 'refused', reason: `Invalid URL: ${target}` }
  }
  if (scriptLikeProtocols.has(url.protocol)) return { kind: 'refused', reason: `Refused protocol ${url.protocol}` }
  if (url.origin === new URL(options.base).origin)
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'mailto:' && url.protocol !== 'tel:')
    return { kind: 'refused', reason: `Refused protocol ${url.protocol}` }
  if (!options.allowExternal)
    return { kind: 'refused', reason: `Navigating to an external URL is not allowed: ${url.href}` }
  return { kind: 'external', href: url.href }
}
