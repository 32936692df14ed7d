// The leads room of the server runtime: the leads database and its stores, the product catalogue the
// money path reads, the platforms conversions are forwarded to, and the work the room does by the
// clock (the contact retention, the figures' rollup, and the outbox worker with its two kinds: partners' signups and
// conversion forwards). It is itself what the leads API's handlers work with (LeadsDeps). Built from
// the configuration's leads section (server-config.server.ts).
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { Website } from '../../../app.config.ts'
import type { ContentSource } from '../content/content-source.server.ts'
import { ConsentStore } from '../leads/consent/consent-store.server.ts'
import {
  conversionForwarding,
  type ForwardingTarget,
  forwardingTargets,
} from '../leads/conversions/conversion-forwarding.server.ts'
import type { LeadsDeps } from '../leads/leads-deps.server.ts'
import { LeadsStore } from '../leads/leads-store.server.ts'
import { type OutboxKind, type OutboxOptions, outboxSchedules } from '../leads/outbox.server.ts'
import { contactRetention } from '../leads/privacy/contact-retention.server.ts'
import { createProductCatalogue } from '../leads/product-catalogue.server.ts'
import { leadDelivery } from '../leads/signups/lead-delivery.server.ts'
import { type SignupStore, signupStoreOf } from '../leads/signups/signup-store.server.ts'
import { foldClosedHours, foldIntervalMs } from '../leads/store/hourly-counts.server.ts'
import type { LeadsDatabase } from '../leads/store/leads-database.server.ts'
import { openLeadsDatabase } from '../leads/store/open-leads-database.server.ts'
import { once, type Probes, withinProbeTimeout } from './room-parts.server.ts'
import type { Schedule } from './schedules.server.ts'
import type { LeadsConfig } from './server-config.server.ts'

export type LeadsRoom = LeadsDeps & {
  readonly database: LeadsDatabase
  readonly consentStore: ConsentStore
  readonly signupStore: SignupStore
  /** The platforms postbacks are forwarded to (the site's integrations with credentials configured). */
  readonly conversionTargets: readonly ForwardingTarget[]
  /** The PostgreSQL the room's database is, when it is one (the purge bus and the door's budgets share it). */
  readonly postgresUrl: string | undefined
  /**
   * The room's work by the clock, for the runtime to start: the contact retention (not with 0 days),
   * the fold of closed hours into the figures' rollup, and the outbox worker's kinds that have somewhere to send. Says once when no conversion is forwarded.
   */
  schedules(): Schedule[]
  readonly probes: Probes
  close(): Promise<void>
}

/** What the leads room takes from outside its section. */
export type LeadsRoomWorld = {
  website: Website
  /** The cookie the layer in front of the site names the visitor's country in (who must consent first). */
  geolocationCookieName: string
  /** The pages' content source: the catalogue reads the products from it. */
  contentSource: () => ContentSource
  observeStore: (dialect: 'postgres' | 'sqlite', seconds: number, failed: boolean) => void
  observeOutbox: OutboxOptions['observe']
}

export function createLeadsRoom(config: LeadsConfig, world: LeadsRoomWorld): LeadsRoom {
  const { website } = world
  const target = config.database
  const postgresUrl = 'postgresUrl' in target ? target.postgresUrl : undefined
  const database = once(() =>
    openLeadsDatabase(target, {
      observe: (seconds, failed) => world.observeStore(postgresUrl ? 'postgres' : 'sqlite', seconds, failed),
    }),
  )
  const store = once(() => new LeadsStore(database()))
  const catalogue = once(() => createProductCatalogue(website, world.contentSource()))
  const consentStore = once(() => new ConsentStore(database()))
  const signupStore = once(() => signupStoreOf(database()))
  const conversionTargets = forwardingTargets(website, config.conversionForwarding)

  const outboxKinds = (): OutboxKind[] => {
    const kinds: OutboxKind[] = []
    if (config.partnerEndpoints.size > 0)
      kinds.push(leadDelivery({ database: database(), endpoints: config.partnerEndpoints }))
    if (conversionTargets.length > 0)
      kinds.push(conversionForwarding({ database: database(), targets: conversionTargets }))
    else
      console.info(
        '[conversions] Conversions are not forwarded to any ad or analytics platform: none of GA4_API_SECRET, META_CONVERSIONS_TOKEN is set for an integration this site runs',
      )
    return kinds
  }

  return {
    website,
    get store() {
      return store()
    },
    get catalogue() {
      return catalogue()
    },
    geolocationCookieName: world.geolocationCookieName,
    newId: randomUUID,
    get database() {
      return database()
    },
    get consentStore() {
      return consentStore()
    },
    get signupStore() {
      return signupStore()
    },
    conversionTargets,
    postgresUrl,
    schedules: () => [
      ...(config.contactRetentionDays > 0
        ? [contactRetention({ database, retentionDays: config.contactRetentionDays })]
        : []),
      { task: 'figures rollup', intervalMs: foldIntervalMs, run: () => foldClosedHours(database()) },
      ...outboxSchedules(outboxKinds(), { observe: world.observeOutbox }),
    ],
    probes: {
      'leads store': async () => {
        await withinProbeTimeout(database().checkReadable(), 'The leads database')
        // An open SQLite file that was deleted still takes writes, into nothing anyone will read.
        if ('sqlitePath' in target && !existsSync(target.sqlitePath))
          throw new Error(`The leads database ${target.sqlitePath} is gone`)
      },
    },
    async close() {
      await database.made()?.close()
    },
  }
}
