// The leads store: impressions, user events, client ids and outbound clicks, in the leads database
// (store/: SQLite by default, PostgreSQL with DATABASE_URL). Every method is asynchronous and
// writes in one statement or one transaction; a database that cannot answer now rejects with
// LeadsStoreUnavailable within ~100 ms.

import { sql } from 'kysely'
import type { Channel } from '../../attribution/channels.ts'
import type { LeadsDatabase } from './store/leads-database.server.ts'
import type { LeadsTable } from './store/leads-schema.server.ts'

export type StoredImpression = { id: string; uniqueUserId: string; channel: Channel }

export type NewImpression = StoredImpression & {
  locale: string
  subId: string
  trackingData: string
  device: string
  /** Caused by a known crawler (bot-traffic.server.ts). */
  bot: boolean
}

export type { LeadsTable }

export type NewConversion = {
  network: string
  txid: string
  clickId: string
  event: string
  payout: number
  currency: string | null
}

export type ConversionOutcome = 'recorded' | 'repeated' | 'unknown click'

/** A platform a conversion goes on to, under its name there, if the click's consent has the category. */
export type ConversionForward = { platform: string; eventName: string; category: 'statistics' | 'marketing' }

const now = () => new Date().toISOString()

export class LeadsStore {
  readonly #db: LeadsDatabase

  constructor(db: LeadsDatabase) {
    this.#db = db
  }

  async findImpression(id: string): Promise<StoredImpression | undefined> {
    const [row] = await this.#db.all(
      this.#db.query
        .selectFrom('impressions')
        .select(['id', 'unique_user_id', 'channel_id', 'channel_name'])
        .where('id', '=', id),
    )
    if (!row) return undefined
    return {
      id: row.id,
      uniqueUserId: row.unique_user_id,
      channel: { id: Number(row.channel_id), name: row.channel_name },
    }
  }

  async insertImpression(impression: NewImpression): Promise<void> {
    await this.#db.run([
      this.#db.query.insertInto('impressions').values({
        id: impression.id,
        unique_user_id: impression.uniqueUserId,
        channel_id: impression.channel.id,
        channel_name: impression.channel.name,
        locale: impression.locale,
        sub_id: impression.subId,
        tracking_data: impression.trackingData,
        device: impression.device,
        created_at: now(),
        bot: impression.bot ? 1 : 0,
      }),
    ])
  }

  /**
   * Records the events all or none, in one statement (one round trip to PostgreSQL); answers how
   * many were new (a repeated product view is not).
   */
  async insertUserEvents(
    impressionId: string,
    partitionKey: string,
    placements: ReadonlyArray<{ productId: string; position: number }>,
    bot = false,
  ): Promise<number> {
    if (placements.length === 0) return 0
    const createdAt = now()
    const [result] = await this.#db.run([
      this.#db.query
        .insertInto('user_events')
        .values(
          placements.map(({ productId, position }) => ({
            impression_id: impressionId,
            partition_key: partitionKey,
            product_id: productId,
            position,
            created_at: createdAt,
            bot: bot ? 1 : 0,
          })),
        )
        .onConflict((conflict) => conflict.doNothing()),
    ])
    return result?.changes ?? 0
  }

  async insertClientId(row: {
    impressionId: string
    clientType: string
    clientId: string
    clickId?: string
    locale: string
  }): Promise<boolean> {
    const [result] = await this.#db.run([
      this.#db.query
        .insertInto('client_ids')
        .values({
          impression_id: row.impressionId,
          client_type: row.clientType,
          client_id: row.clientId,
          click_id: row.clickId ?? null,
          locale: row.locale,
          created_at: now(),
        })
        .onConflict((conflict) => conflict.doNothing()),
    ])
    return (result?.changes ?? 0) > 0
  }

  /** The click, with its impression when the impression is known (one statement: no second round trip). */
  async insertClick(row: {
    /** Unique: what a partner's postback names the click by. */
    clickId: string
    impressionId: string | undefined
    productId: string
    /** The affiliate network of the product: the only one whose postbacks book this click. */
    network: string | undefined
    subId: string
    /** The page and list position of the card clicked, when the link named them. */
    page?: string | undefined
    position?: number | undefined
    targetUrl: string
    bot: boolean
    /** The visitor's consent at the click; undefined: none known, and nothing is ever forwarded. */
    consent?: { statistics: boolean; marketing: boolean } | undefined
    /** The advertising click ids by their parameter (gclid, fbclid, ...), given marketing consent. */
    adClickIds?: Readonly<Record<string, string>> | undefined
  }): Promise<void> {
    const { query } = this.#db
    await this.#db.run([
      query.insertInto('clicks').values({
        click_id: row.clickId,
        impression_id:
          row.impressionId === undefined
            ? null
            : query.selectFrom('impressions').select('id').where('id', '=', row.impressionId),
        product_id: row.productId,
        network: row.network ?? null,
        sub_id: row.subId,
        page: row.page ?? null,
        position: row.position ?? null,
        target_url: row.targetUrl,
        created_at: now(),
        bot: row.bot ? 1 : 0,
        consent_statistics: row.consent ? Number(row.consent.statistics) : null,
        consent_marketing: row.consent ? Number(row.consent.marketing) : null,
        ad_click_ids: row.adClickIds && Object.keys(row.adClickIds).length > 0 ? JSON.stringify(row.adClickIds) : null,
      }),
    ])
  }

  /**
   * Stores a partner's conversion of a click once per network and txid, in one statement that
   * finds the click too (a click of that network's products only) and keeps its product, and in the same transaction its forwards to the platforms the click's
   * consent allows (once per conversion and platform; never for a crawler's click). Only when
   * nothing was stored does a second query say why.
   */
  async recordConversion(
    conversion: NewConversion,
    forwards: readonly ConversionForward[] = [],
  ): Promise<ConversionOutcome> {
    const { query, dialect } = this.#db
    // Parameters in a SELECT list have no type PostgreSQL could infer from the columns they fill.
    const typed = (value: unknown, type: 'text' | 'real' | 'double precision' | 'timestamptz') =>
      sql`cast(${value} as ${sql.raw(type)})`
    const decimal = dialect === 'sqlite' ? 'real' : 'double precision'
    const time = dialect === 'sqlite' ? 'text' : 'timestamptz'
    const createdAt = now()
    const [result] = await this.#db.run([
      query
        .insertInto('conversions')
        .columns(['network', 'txid', 'click_id', 'product_id', 'event', 'payout', 'currency', 'created_at'])
        .expression(
          query
            .selectFrom('clicks')
            .select([
              typed(conversion.network, 'text').as('network'),
              typed(conversion.txid, 'text').as('txid'),
              'click_id',
              'product_id',
              typed(conversion.event, 'text').as('event'),
              typed(conversion.payout, decimal).as('payout'),
              typed(conversion.currency, 'text').as('currency'),
              typed(createdAt, time).as('created_at'),
            ])
            .where('click_id', '=', conversion.clickId)
            // Another network's click is not this network's to book.
            .where('network', '=', conversion.network),
        )
        .onConflict((conflict) => conflict.columns(['network', 'txid']).doNothing()),
      ...forwards.map(({ platform, eventName, category }) =>
        query
          .insertInto('conversion_forwards')
          .columns(['conversion_id', 'platform', 'event_name', 'status', 'next_attempt_at', 'created_at'])
          .expression(
            query
              .selectFrom('conversions as cv')
              .innerJoin('clicks as c', 'c.click_id', 'cv.click_id')
              .select([
                'cv.id',
                typed(platform, 'text').as('platform'),
                typed(eventName, 'text').as('event_name'),
                typed('pending', 'text').as('status'),
                typed(createdAt, time).as('next_attempt_at'),
                typed(createdAt, time).as('created_at'),
              ])
              .where('cv.network', '=', conversion.network)
              .where('cv.txid', '=', conversion.txid)
              .where(category === 'marketing' ? 'c.consent_marketing' : 'c.consent_statistics', '=', 1)
              .where('c.bot', '=', 0),
          )
          .onConflict((conflict) => conflict.columns(['conversion_id', 'platform']).doNothing()),
      ),
    ])
    if ((result?.changes ?? 0) > 0) return 'recorded'
    const [click] = await this.#db.all(
      query
        .selectFrom('clicks')
        .select('click_id')
        .where('click_id', '=', conversion.clickId)
        .where('network', '=', conversion.network),
    )
    return click ? 'repeated' : 'unknown click'
  }

  async count(table: LeadsTable): Promise<number> {
    const [row] = await this.#db.all(
      this.#db.query.selectFrom(table).select((select) => select.fn.countAll<number>().as('count')),
    )
    return Number(row?.count ?? 0)
  }
}
