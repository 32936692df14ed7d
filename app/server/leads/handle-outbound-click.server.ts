// GET /go/{product}: records the click with the visitor's impression and sends them (302) to the
// product's outbound link (a template: outbound-link-template.ts) filled with the subId and a new
// click id, which the partner sends back with a conversion (handle-postback.server.ts), plus the
// advertising click ids. The link itself carries the impression id, the subId, the page and list
// position and (with marketing consent) the click ids (app/attribution/outbound-link.ts), so no
// cookie is needed; stored cookies fill what a link
// rendered before the page started does not carry. Every value is read through the tracking table's
// zod schemas, an invalid one is ignored, and an unknown impression still redirects. An optional `to`
// deep link is followed only on the product's own host: this endpoint must never become an open
// redirect. The redirect is the revenue: when the click cannot be recorded (the store is locked,
// unwritable or down) the visitor is sent on all the same and the lost click is reported with what
// it was (docs/decisions/015-leads-store-postgres.md). The click keeps the visitor's consent as
// the request's cookies state it, and the advertising click ids only with marketing consent: what a
// conversion of the click may later be forwarded with (conversions/conversion-forwarding.server.ts).

import { linkedImpressionId, linkedPlacement } from '../../attribution/outbound-link.ts'
import { readConsentClass } from '../../consent/consent-class.ts'
import { grantedToRequest } from '../../consent/granted-on-arrival.ts'
import { fillOutboundLink } from '../../contracts/content/outbound-link-template.ts'
import { impressionIdSchema } from '../../contracts/leads/schemas.ts'
import {
  clickIdParameters,
  subIdOf,
  trackingDataFromCookies,
  trackingDataFromQuery,
} from '../../contracts/tracking-fields.ts'
import { reportError } from '../../errors/report.ts'
import { parseCookieHeader } from '../../lib/cookies.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { ContentUpstreamError } from '../content/content-source.server.ts'
import { isCrawler } from './bot-traffic.server.ts'
import type { LeadsDeps } from './leads-deps.server.ts'
import { leadsErrorResponse, unlessStoreFails } from './leads-responses.server.ts'
import type { CatalogueEntry } from './product-catalogue.server.ts'
import { productGone, sitePageFor, siteRedirect } from './product-gone.server.ts'

/** The deep link when it stays on the operator's host (https, no credentials, same port); else undefined. */
export function sameHostTarget(productUrl: URL, to: string): URL | undefined {
  if (!URL.canParse(to)) return undefined
  const target = new URL(to)
  const sameOrigin = target.protocol === 'https:' && target.host === productUrl.host
  return sameOrigin && !target.username && !target.password ? target : undefined
}

/** record false: the client is over its budget (rate-limits.server.ts): redirected, not recorded. */
export function handleOutboundClick(
  request: Request,
  productId: string,
  deps: LeadsDeps,
  { record = true }: { record?: boolean } = {},
): Promise<Response> {
  return unlessStoreFails('/go/', () => answerOutboundClick(request, productId, deps, record))
}

async function answerOutboundClick(
  request: Request,
  productId: string,
  deps: LeadsDeps,
  record: boolean,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return leadsErrorResponse(405, { code: 'method_not_allowed', message: 'Use GET' }, { allow: 'GET, HEAD' })
  let product: CatalogueEntry | undefined
  try {
    product = await deps.catalogue.find(productId)
  } catch (error) {
    if (!(error instanceof ContentUpstreamError)) throw error
    // The CMS is down and the site has no copy of the catalogue: the visitor stays on the site.
    reportError(new Error('A click-out found no catalogue to send the visitor on with', { cause: error }), {
      level: 'warning',
      tags: { path: '/go/', product: productId },
    })
    return siteRedirect(sitePageFor(request, deps.website))
  }
  if (!product) return productGone(request, productId, deps.website)
  // Off the GGL whitelist: the visitor reads the casino's review (with its warning) instead.
  if (product.withheldIn)
    return siteRedirect(
      entryPath(deps.website, 'CasinoReview', product.withheldIn, product.id) ?? sitePageFor(request, deps.website),
    )

  const link = new URL(request.url).searchParams
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const tracking = { ...trackingDataFromCookies((name) => cookies.get(name)), ...trackingDataFromQuery(link) }
  const subId = subIdOf(tracking)
  const clickId = deps.newId()
  const productUrl = fillOutboundLink(product.url, { subId, clickId })
  const to = link.get('to')
  const target = to === null ? productUrl : sameHostTarget(productUrl, to)
  if (!target)
    return leadsErrorResponse(400, {
      code: 'target_refused',
      message: `to: only ${productUrl.origin} is allowed for ${product.id}`,
      field: 'to',
    })
  // A deep link replaces the template, and with it the template's place for the subId.
  if (to !== null) target.searchParams.set('subid', subId)
  for (const [parameter, value] of clickIdParameters(tracking)) target.searchParams.set(parameter, value)

  const cookieImpression = impressionIdSchema.safeParse(tracking.impressionId)
  const impressionId = linkedImpressionId(link) ?? (cookieImpression.success ? cookieImpression.data : undefined)
  if (request.method === 'GET' && record) {
    // The click is revenue: the visitor is redirected even when it cannot be recorded (decision 015).
    try {
      const knownImpression = impressionId && (await deps.store.findImpression(impressionId)) ? impressionId : undefined
      const consent = grantedToRequest(
        readConsentClass(
          { cookies, secGpc: request.headers.get('sec-gpc') },
          { siteId: deps.website.id, geolocationCookieName: deps.geolocationCookieName },
        ),
      )
      await deps.store.insertClick({
        clickId,
        impressionId: knownImpression,
        productId: product.id,
        network: product.network?.id,
        subId,
        ...linkedPlacement(link),
        targetUrl: target.toString(),
        bot: isCrawler(request),
        consent,
        adClickIds: consent?.marketing ? Object.fromEntries(clickIdParameters(tracking)) : undefined,
      })
    } catch (error) {
      reportError(new Error('An outbound click was not recorded', { cause: error }), {
        level: 'warning',
        tags: { path: '/go/', product: product.id },
        extra: { impressionId, clickId, targetUrl: target.toString() },
      })
    }
  }
  return new Response(null, {
    status: 302,
    headers: { location: target.toString(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  })
}
