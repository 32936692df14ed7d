// The Content-Security-Policy of pages and of every other response. Pages allow their own origin,
// the inline scripts and styles that carry this response's nonce, and the third-party sources of
// the features this visit uses (see page-csp-sources.ts); everything else is refused. Nothing may
// frame the site, but the CMS a verified draft preview (policyFramedBy, app/start.ts), and plugins,
// <base> and foreign form targets are off.
import { type CspSources, mergeCspSources } from './csp-sources.ts'

const join = (...sources: readonly string[]) => sources.join(' ')

export function pageContentSecurityPolicy(nonce: string, ...sources: readonly CspSources[]): string {
  const extra = mergeCspSources(...sources)
  const nonceSource = `'nonce-${nonce}'`
  return [
    "default-src 'self'",
    `script-src ${join("'self'", nonceSource, ...extra['script-src'])}`,
    `style-src ${join("'self'", nonceSource, ...extra['style-src'])}`,
    // React renders a few computed style attributes (rating fill, brand colours); markup from the
    // CMS never keeps one (the rich text sanitiser drops style), so attributes alone are allowed.
    "style-src-attr 'unsafe-inline'",
    `img-src ${join("'self'", ...extra['img-src'])}`,
    "font-src 'self'",
    `connect-src ${join("'self'", ...extra['connect-src'])}`,
    `frame-src ${extra['frame-src'].length > 0 ? join(...extra['frame-src']) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** API answers, redirects and files render nothing: they may load nothing and never be framed. */
export const nonPageContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** A policy whose frame-ancestors allow only this origin (the CMS's live-preview pane) instead of none. */
export function policyFramedBy(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) => (/^frame-ancestors(\s|$)/.test(directive) ? `frame-ancestors ${origin}` : directive))
    .join('; ')
}
