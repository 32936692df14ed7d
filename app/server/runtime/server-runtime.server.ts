// The server runtime: everything a server process works with, built once per process from its
// configuration (server-config.server.ts), in rooms named for what they serve, each built in its own
// module from its own section of the configuration:
// - content (content-room.server.ts): the content source and its cache, the content API, media,
//   draft previews, the purge bus;
// - leads (leads-room.server.ts): the leads database and its stores, the product catalogue, the
//   conversion targets, and the room's work by the clock (contact retention, the outbox worker);
// - door (door.server.ts): the client address, admission against the rate budgets, the CSP nonce;
// beside them the errors (Sentry), the metrics and the readiness check. The server entry
// (app/server.ts) hands it to every request; the production server (server/serve.ts) and the scripts
// take what they need from it. Parts are made on first use, so a script that needs the leads
// database opens nothing else.
import { type ContentRoom, createContentRoom } from './content-room.server.ts'
import { createDoor, type Door } from './door.server.ts'
import { createLeadsRoom, type LeadsRoom } from './leads-room.server.ts'
import { createReadiness, type Readiness } from './readiness.server.ts'
import { type RunningSchedules, startSchedules } from './schedules.server.ts'
import { createServerErrors, type ServerErrors } from './sentry.server.ts'
import { loadServerConfig, type ServerConfig } from './server-config.server.ts'
import { createServerMetrics, type ServerMetrics } from './server-metrics.server.ts'

export type ServerRuntime = {
  readonly config: ServerConfig
  readonly content: ContentRoom
  readonly leads: LeadsRoom
  readonly door: Door
  readonly errors: ServerErrors
  readonly metrics: ServerMetrics
  /** Whether each part answers now: content source, purge bus, leads store. */
  readiness(): Promise<Readiness>
  /** Starts the process's work by the clock (the leads room's schedules); once, however often called. */
  start(): void
  /** Stops that work, waiting for the runs under way, then closes what the runtime opened. */
  close(): Promise<void>
}

export function createServerRuntime(config: ServerConfig): ServerRuntime {
  const { website } = config
  const metrics = createServerMetrics()
  const errors = createServerErrors(config.sentryDsn, website)
  const leads: LeadsRoom = createLeadsRoom(config.leads, {
    website,
    geolocationCookieName: config.geolocationCookieName,
    contentSource: () => content.source,
    observeStore: metrics.observeLeadsStore,
    observeOutbox: metrics.countOutboxAttempt,
  })
  const content = createContentRoom(config.content, {
    website,
    postgresUrl: leads.postgresUrl,
    readsInProcess: config.internalApiUrl === undefined,
    report: errors.report,
    observePurgeBusLag: metrics.observePurgeBusLag,
  })
  const door = createDoor(config.door, {
    hashSecret: config.dataHashSecret,
    postgresUrl: leads.postgresUrl,
    prepared: () => leads.database.prepared(),
  })
  let schedules: RunningSchedules | undefined

  return {
    config,
    content,
    leads,
    door,
    errors,
    metrics,
    readiness: createReadiness({ ...content.probes, ...leads.probes }),
    start() {
      schedules ??= startSchedules(leads.schedules(), errors.report)
    },
    async close() {
      await schedules?.stop()
      await Promise.all([content.close(), leads.close(), door.close()])
    },
  }
}

let processRuntime: ServerRuntime | undefined

/** The serving process's runtime, built from process.env and started on the first call; every later call gets the same one. */
export function getServerRuntime(): ServerRuntime {
  if (!processRuntime) {
    processRuntime = createServerRuntime(loadServerConfig())
    processRuntime.start()
  }
  return processRuntime
}
