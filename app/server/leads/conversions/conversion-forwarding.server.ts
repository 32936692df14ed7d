// Conversions partners posted back (handle-postback.server.ts) go on, server to server, to the ad and
// analytics platforms whose browser integrations the site runs, under the spec's event names
// (app/integrations/conversions.ts): Google Analytics 4 through its Measurement Protocol, Meta through
// its Conversions API. A platform hears of a conversion only when the visitor's consent at the click
// allowed its category (GA4: statistics, Meta: marketing; no consent known: nobody), the site would
// run its integration at all (its id in the site's config, the pixel rules of SPEC section 6) and the
// server has its credentials. Each forward is a row written in the same transaction as the conversion
// (once per conversion and platform: a network repeating its txid adds none), sent by the outbox
// worker every process runs, retried with backoff like a partner's lead (outbox.server.ts).
import { createHash } from 'node:crypto'
import type { Website } from '../../../../app.config.ts'
import { type AdNetwork, conversionName } from '../../../integrations/conversions.ts'
import { pixelAllowed } from '../../../integrations/pixels/pixel-rules.ts'
import type { ConversionForward } from '../leads-store.server.ts'
import { type DeliveryRound, type OutboxKind, type OutboxOptions, outboxRound, postOnce } from '../outbox.server.ts'
import type { LeadsDatabase } from '../store/leads-database.server.ts'
import { forwardedAs, type PostbackEvent } from './postback-events.server.ts'

/** Credentials and endpoints per platform, from the server's configuration. */
export type ForwardingConfig = {
  ga4?: { apiSecret: string; url: string }
  meta?: { accessToken: string; url: string }
}

/** A conversion as a platform is told about it, with what the click left to match it by. */
export type ForwardedConversion = {
  eventName: string
  /** The network's transaction id, prefixed with the network: the platform's deduplication key. */
  transactionId: string
  value: number
  currency: string | null
  convertedAt: Date
  clickedAt: Date
  impressionId: string | null
  /** Whether the visitor allowed marketing at the click: what an analytics platform may use it for ads. */
  marketing: boolean
  /** The click ids the link or cookies carried (gclid, fbclid, ...). */
  adClickIds: Readonly<Record<string, string>>
  /** The networks' browser ids the visit reported (POST /client-id), by client type. */
  clientIds: ReadonlyMap<string, { clientId: string; clickId: string | null }>
}

type PlatformRequest = { url: string; body: unknown }

export type ForwardingTarget = {
  platform: 'ga4' | 'meta'
  network: AdNetwork
  category: ConversionForward['category']
  /** The request, or undefined when the visit left nothing the platform matches a conversion by. */
  request(conversion: ForwardedConversion): PlatformRequest | undefined
}

const value = ({ value, currency }: ForwardedConversion) => (currency === null ? {} : { value, currency })

/** The client id inside the _ga cookie's value (GA1.1.<random>.<time>), which is what GA4 keys on. */
const gaClientId = (cookie: string) => /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie)?.[1] ?? cookie

/** Meta's click id from fbclid, as its pixel writes it into _fbc when the cookie is not there. */
const fbcOf = (fbclid: string, clickedAt: Date) => `fb.1.${clickedAt.getTime()}.${fbclid}`

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The platforms this site forwards to: those it runs in the browser and has credentials for. */
export function forwardingTargets(website: Website, config: ForwardingConfig): ForwardingTarget[] {
  const targets: ForwardingTarget[] = []
  const { ga4, meta } = config
  if (ga4 && website.analytics4Key) {
    const url = new URL(ga4.url)
    url.searchParams.set('measurement_id', website.analytics4Key)
    url.searchParams.set('api_secret', ga4.apiSecret)
    targets.push({
      platform: 'ga4',
      network: 'google',
      // Analytics storage follows statistics; the ads use of the event follows marketing (Consent Mode).
      category: 'statistics',
      request: (conversion) => {
        const google = conversion.clientIds.get('google')
        if (!google) return undefined
        const ads = conversion.marketing ? 'GRANTED' : 'DENIED'
        return {
          url: url.toString(),
          body: {
            client_id: gaClientId(google.clientId),
            timestamp_micros: conversion.convertedAt.getTime() * 1000,
            consent: { ad_user_data: ads, ad_personalization: ads },
            events: [
              {
                name: conversion.eventName,
                params: { transaction_id: conversion.transactionId, ...value(conversion) },
              },
            ],
          },
        }
      },
    })
  }
  if (
    meta &&
    website.metaPixelId &&
    pixelAllowed('metaPixel', { productTypeId: website.productType.id, channelId: undefined })
  )
    targets.push({
      platform: 'meta',
      network: 'meta',
      category: 'marketing',
      request: (conversion) => {
        const facebook = conversion.clientIds.get('facebook')
        const fbclid = conversion.adClickIds.fbclid
        const fbc = facebook?.clickId ?? (fbclid === undefined ? undefined : fbcOf(fbclid, conversion.clickedAt))
        if (fbc === undefined && facebook === undefined) return undefined
        return {
          url: `${meta.url.replace(/\/$/, '')}/${website.metaPixelId}/events`,
          body: {
            access_token: meta.accessToken,
            data: [
              {
                event_name: conversion.eventName,
                event_time: Math.floor(conversion.convertedAt.getTime() / 1000),
                event_id: conversion.transactionId,
                // The conversion happened at the partner, not on a page of the site.
                action_source: 'system_generated',
                user_data: {
                  ...(fbc !== undefined && { fbc }),
                  ...(facebook && { fbp: facebook.clientId }),
                  // The pixel's external_id is the impression id; Meta matches it hashed.
                  ...(conversion.impressionId !== null && { external_id: [sha256(conversion.impressionId)] }),
                },
                custom_data: value(conversion),
              },
            ],
          },
        }
      },
    })
  return targets
}

/** What a postback of this event is forwarded as, to each target that has a name for it. */
export function forwardsOf(event: PostbackEvent, targets: readonly ForwardingTarget[]): ConversionForward[] {
  const conversion = forwardedAs[event]
  if (conversion === undefined) return []
  return targets.flatMap(({ platform, network, category }) => {
    const eventName = conversionName(conversion, network)
    return eventName === undefined ? [] : [{ platform, eventName, category }]
  })
}

export type ForwardingOptions = {
  database: LeadsDatabase
  targets: readonly ForwardingTarget[]
  fetch?: typeof globalThis.fetch
}

const asDate = (value: unknown) => new Date(value as string | Date)

type ClaimedForward = { id: number; attempts: number; request: PlatformRequest | undefined }

/** Conversion forwards as the outbox worker's kind: the due forwards of the configured platforms, sent to them. */
export function conversionForwarding({
  database: db,
  targets,
  fetch: post = globalThis.fetch,
}: ForwardingOptions): OutboxKind<ClaimedForward> {
  const q = db.query
  const targetOf = new Map(targets.map((target) => [target.platform, target]))
  return {
    task: 'conversion forwarding',
    async claim({ now, leaseUntil, batch }) {
      if (targets.length === 0) return []
      const due = q
        .selectFrom('conversion_forwards')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where(
          'platform',
          'in',
          targets.map(({ platform }) => platform),
        )
        .orderBy('id')
        .limit(batch)
      // The repeated conditions make PostgreSQL check again a row another claim changed meanwhile.
      const [claim] = await db.run([
        q
          .updateTable('conversion_forwards')
          .set({ next_attempt_at: leaseUntil })
          .where('id', 'in', due)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .returning(['id', 'platform', 'event_name', 'attempts']),
      ])
      const claimed = claim?.rows ?? []
      if (claimed.length === 0) return []
      const ids = claimed.map((row) => Number(row.id))
      const details = await db.all(
        q
          .selectFrom('conversion_forwards as f')
          .innerJoin('conversions as cv', 'cv.id', 'f.conversion_id')
          .innerJoin('clicks as c', 'c.click_id', 'cv.click_id')
          .select([
            'f.id',
            'cv.network',
            'cv.txid',
            'cv.payout',
            'cv.currency',
            'cv.created_at as converted_at',
            'c.created_at as clicked_at',
            'c.impression_id',
            'c.ad_click_ids',
            'c.consent_marketing',
          ])
          .where('f.id', 'in', ids),
      )
      const impressions = [...new Set(details.flatMap(({ impression_id }) => (impression_id ? [impression_id] : [])))]
      const clientRows =
        impressions.length === 0
          ? []
          : await db.all(
              q
                .selectFrom('client_ids')
                .select(['impression_id', 'client_type', 'client_id', 'click_id'])
                .where('impression_id', 'in', impressions)
                .orderBy('id'),
            )
      const clientIdsOf = (impressionId: string | null) =>
        new Map(
          clientRows
            .filter((row) => row.impression_id === impressionId)
            .map((row) => [row.client_type, { clientId: row.client_id, clickId: row.click_id }]),
        )
      const detailOf = new Map(details.map((row) => [Number(row.id), row]))
      return claimed.map((row): ClaimedForward => {
        const id = Number(row.id)
        const detail = detailOf.get(id)
        const target = targetOf.get(row.platform as ForwardingTarget['platform'])
        const request =
          detail &&
          target?.request({
            eventName: String(row.event_name),
            transactionId: `${detail.network}:${detail.txid}`,
            value: Number(detail.payout),
            currency: detail.currency,
            convertedAt: asDate(detail.converted_at),
            clickedAt: asDate(detail.clicked_at),
            impressionId: detail.impression_id,
            marketing: Number(detail.consent_marketing) === 1,
            adClickIds: detail.ad_click_ids ? (JSON.parse(detail.ad_click_ids) as Record<string, string>) : {},
            clientIds: clientIdsOf(detail.impression_id),
          })
        return { id, attempts: Number(row.attempts), request }
      })
    },
    attempt: async ({ request }) =>
      request
        ? postOnce(post, request.url, request.body)
        : { unsendable: 'the visit left no id the platform matches on' },
    async settle(rows) {
      await db.run(
        rows.map(({ id, attempts, outcome }) =>
          q
            .updateTable('conversion_forwards')
            .set(
              outcome.status === 'unsendable'
                ? { status: 'unmatched', error: outcome.error }
                : {
                    status: outcome.status,
                    attempts,
                    error: outcome.status === 'delivered' ? null : outcome.error,
                    ...(outcome.status === 'delivered' && { delivered_at: outcome.at }),
                    ...(outcome.status === 'pending' && { next_attempt_at: outcome.nextAt }),
                  },
            )
            .where('id', '=', id)
            // An erasure during the round settled the row already (not to be sent again): it stays so.
            .where('status', '=', 'pending'),
        ),
      )
    },
  }
}

/** One round of the worker over the conversion forwards (the tests' handle on it). */
export function forwardDueConversions(options: ForwardingOptions & Pick<OutboxOptions, 'now'>): Promise<DeliveryRound> {
  return outboxRound(conversionForwarding(options), options)
}
