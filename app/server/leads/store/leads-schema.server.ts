// The leads service's tables as the query builder sees them (Kysely), one definition for SQLite and
// PostgreSQL. Times are ISO 8601 text going in; PostgreSQL keeps them as timestamptz.
import type { Generated } from 'kysely'

export type LeadsSchema = {
  impressions: {
    id: string
    unique_user_id: string
    channel_id: number
    channel_name: string
    locale: string
    sub_id: string
    tracking_data: string
    device: string
    created_at: string
    /** 1 when a known crawler caused it: kept, but left out of the report's figures. */
    bot: Generated<number>
  }
  user_events: {
    id: Generated<number>
    impression_id: string
    partition_key: string
    product_id: string
    position: number
    created_at: string
    bot: Generated<number>
  }
  client_ids: {
    id: Generated<number>
    impression_id: string
    client_type: string
    client_id: string
    click_id: string | null
    locale: string
    created_at: string
  }
  clicks: {
    id: Generated<number>
    /** What a partner's postback names the click by; null on clicks recorded before click ids. */
    click_id: string | null
    impression_id: string | null
    product_id: string
    /** The product's affiliate network at the click: only its postbacks book the click (null: none's). */
    network: string | null
    /** The subId the partner was sent (the impression's, or the link's when the impression is unknown). */
    sub_id: string | null
    /** The page and list position of the card clicked (null when the link did not name them). */
    page: string | null
    position: number | null
    target_url: string
    created_at: string
    bot: Generated<number>
    /** The visitor's consent at the click, 1 or 0; null when none was known (no forwarding). */
    consent_statistics: number | null
    consent_marketing: number | null
    /** The advertising click ids (gclid, fbclid, ...) as JSON, kept only with marketing consent. */
    ad_click_ids: string | null
  }
  /** What partners posted back about a click-out (handle-postback.server.ts). */
  conversions: {
    id: Generated<number>
    network: string
    /** The network's transaction id: a conversion is stored once per network and txid. */
    txid: string
    click_id: string
    /** The click-out's product, kept with the conversion so the figures by product need not read the click (null: none). */
    product_id: Generated<string | null>
    event: string
    /** Negative for a rejection, which takes back what the network paid. */
    payout: number
    /** ISO 4217; null when the payout is 0. */
    currency: string | null
    created_at: string
  }
  /** Conversions waiting for or sent to an ad or analytics platform (conversions/conversion-forwarding). */
  conversion_forwards: {
    id: Generated<number>
    conversion_id: number
    /** Which platform's API: 'ga4', 'meta'. */
    platform: string
    /** The event as the platform calls it (HBC, TM, disqualify_lead, ...). */
    event_name: string
    /**
     * unmatched: never sent, as the visit left no id the platform matches a conversion on, or the
     * person's data was erased before it went out (its error says which).
     */
    status: 'pending' | 'delivered' | 'failed' | 'unmatched'
    attempts: Generated<number>
    /** When it is tried next (or, while it is tried, when the try's lease runs out). */
    next_attempt_at: string
    delivered_at: string | null
    /** Why the last attempt failed: the platform's status or the network error. */
    error: string | null
    created_at: string
  }
  consent_records: {
    row_id: Generated<number>
    consent_id: string
    preferences: number
    statistics: number
    marketing: number
    given_at: string
    policy_revision: number
    received_at: string
  }
  signups: {
    id: Generated<number>
    site_id: number
    locale: string
    partner_id: string | null
    purpose: string | null
    name: string
    email: string
    phone: string
    amount: number | null
    consent_to_contact: number
    created_at: string
    impression_id: string | null
    /** The last time a repeated signup updated the row. */
    updated_at: string | null
    /** When its contact data was erased (on request or by retention). */
    erased_at: string | null
    /** Its delivery to the partner's endpoint; null for a signup without a partner. */
    delivery_status: 'pending' | 'delivered' | 'failed' | null
    delivery_attempts: Generated<number>
    /** When a pending delivery is tried next (or, while it is tried, when the try's lease runs out). */
    next_delivery_at: string | null
    delivered_at: string | null
    /** Why the last attempt failed: the partner's status or the network error, never contact data. */
    delivery_error: string | null
  }
  /** Exports and erasures of a person's data; the contact only as a hash. */
  privacy_requests: {
    id: Generated<number>
    kind: 'export' | 'erase' | 'retention'
    /** HMAC-SHA256 (DATA_HASH_SECRET) of the contact asked about (email:… or phone:…); null for retention. */
    subject_hash: string | null
    /** Rows read (export) or changed (erase, retention). */
    row_count: number
    requested_at: string
  }
  /** Facts counted per hour, crawler flag and product (store/hourly-counts.server.ts, decision 091). */
  hourly_counts: {
    /** The hour's first instant (UTC). */
    hour: string
    fact: 'impression' | 'click' | 'signup' | 'productView'
    bot: number
    /** The product of a click-out or product view; '' for the facts that have none. */
    product_id: string
    count: number
  }
  /** The one span of hours the rollup holds, [folded_from, folded_to): the report reads the rest raw. */
  hourly_counts_span: { folded_from: string; folded_to: string }
  schema_migrations: { version: number; applied_at: string }
}

export type LeadsTable =
  | 'impressions'
  | 'user_events'
  | 'client_ids'
  | 'clicks'
  | 'conversions'
  | 'conversion_forwards'
  | 'consent_records'
  | 'signups'
  | 'privacy_requests'
  | 'hourly_counts'
