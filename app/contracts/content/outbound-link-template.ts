// A product's outbound link is a template editors set: the partner's tracked URL with placeholders
// the click-out fills, e.g. https://partner.example/?btag=123&subid={subId}&clickref={clickId}.
// The click id is what the partner sends back with a conversion (/api/postback/<network>). A
// template must stay on the product's own domain or its network's, over https, and must carry no
// other URL: the click-out would otherwise send visitors wherever an editor's typo or a
// compromised account pointed.

export const outboundLinkPlaceholders = ['subId', 'clickId'] as const
export type OutboundLinkValues = Record<(typeof outboundLinkPlaceholders)[number], string>

/** The parameter the subId is appended as when a template has no {subId}. */
const subIdParameter = 'subid'

const placeholderPattern = /\{([^{}]*)\}/g

/** A hostname such as nordlicht-casino.de or track.partner.example (lowercase). */
export const hostnamePattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** A value a browser or a partner's server could follow as a link: a URL with a scheme, or //host. */
const looksLikeUrl = (value: string) => /^\s*(?:[a-z][a-z\d+.-]*:|[\\/]{2})/i.test(value)

/** Why a template is refused (one sentence), or undefined when it is sound. */
export function outboundLinkProblem(template: string, domains: { own: string; network?: string }): string | undefined {
  const queryStart = template.indexOf('?')
  for (const [placeholder, name = ''] of template.matchAll(placeholderPattern)) {
    if (!(outboundLinkPlaceholders as readonly string[]).includes(name))
      return `${placeholder} is not a placeholder; use {subId} or {clickId}`
  }
  const firstBrace = template.search(/[{}]/)
  if (firstBrace !== -1 && (queryStart === -1 || firstBrace < queryStart))
    return 'placeholders belong in the query string only, not in the host or path'
  const url = URL.parse(template.replaceAll(placeholderPattern, 'x'))
  if (url?.protocol !== 'https:') return 'expected an https:// URL'
  if (url.username || url.password || url.port) return 'expected no user, password or port'
  if (!onDomain(url.hostname, domains.own) && !(domains.network && onDomain(url.hostname, domains.network)))
    return `${url.hostname} is neither the product's domain (${domains.own}) nor its network's${domains.network ? ` (${domains.network})` : ''}`
  for (const [name, value] of url.searchParams)
    if (looksLikeUrl(value)) return `the parameter ${name} carries a URL; an outbound link must not redirect elsewhere`
  return undefined
}

/** The link of one click: placeholders filled, the subId appended when the template has no place for it. */
export function fillOutboundLink(template: string, values: OutboundLinkValues): URL {
  const url = new URL(
    template.replaceAll(placeholderPattern, (_, name: keyof OutboundLinkValues) => encodeURIComponent(values[name])),
  )
  if (!template.includes('{subId}')) url.searchParams.set(subIdParameter, values.subId)
  return url
}
