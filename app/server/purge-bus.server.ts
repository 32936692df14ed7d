// The purge bus: a purge of the page and content caches published in one process reaches every
// process that serves the site:
// - the other workers of this machine, through the cluster's messaging (server/cluster.ts relays);
// - every other instance sharing the leads database, through PostgreSQL's LISTEN/NOTIFY on the
//   channel `cache_purge` (when DATABASE_URL is set; each process listens on its own connection).
// Whoever keeps a cache subscribes with onPurge; whoever invalidates (the CMS's revalidation
// endpoint) calls publish, which purges this process at once and then fans out. A purge that
// arrives twice (by both ways) is applied once. The server runtime makes one bus per process.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { ErrorReport } from '../contracts/error-report.ts'
import { z } from '../lib/zod.ts'

export const purgeSchema = z.object({
  /** Pages to drop, by the path the site serves them at (every cookie variant), and the page content behind them. */
  paths: z.optional(z.array(z.string())),
  /** Content answers to drop: every answer of each collection in its locale. */
  content: z.optional(z.array(z.object({ collection: z.string(), locale: z.string() }))),
})
/** A purge naming neither paths nor content drops everything. */
export type Purge = z.infer<typeof purgeSchema>

/** Whether a purge drops everything: it names nothing in particular. */
export const purgesEverything = (purge: Purge): boolean => purge.paths === undefined && purge.content === undefined

const messageSchema = z.object({
  purgeBus: z.literal(1),
  id: z.string(),
  origin: z.string(),
  /** When it was published (ms since the epoch): how late it arrives is the bus's lag. */
  sentAt: z.number(),
  purge: purgeSchema,
})
type PurgeBusMessage = z.infer<typeof messageSchema>

/** A cluster message of the bus (the primary relays these between workers). */
export const isPurgeBusMessage = (message: unknown): message is PurgeBusMessage =>
  messageSchema.safeParse(message).success

export const purgeChannel = 'cache_purge'
/** How long a lost LISTEN connection waits before it connects again. */
const reconnectMs = 1000
/** Ids of purges already applied, so one arriving again (by the other way) is not. */
const rememberedIds = 1000

type Handler = (purge: Purge) => void

export type PurgeBusOptions = {
  /** The shared PostgreSQL database whose LISTEN/NOTIFY reaches the other instances; none: this machine only. */
  postgresUrl: string | undefined
  report: (error: unknown, report: ErrorReport) => void
  /** Called with the seconds between publish and apply of a purge from another process. */
  observeLag?: (seconds: number) => void
}

export type PurgeBus = {
  /** Calls handler with every purge, from this process and all others; answers the unsubscribe. */
  onPurge(handler: Handler): () => void
  /**
   * Purges this process, then every other worker and instance. Rejects when the other instances
   * could not be told (PostgreSQL unreachable): the caller's caller (the CMS) should retry.
   */
  publish(purge: Purge): Promise<void>
  /** Settles once this process listens for other instances' purges (at once without PostgreSQL); rejects while it cannot. */
  listening(): Promise<void>
  /** Stops listening (a process that is about to exit, a test). */
  close(): Promise<void>
}

export function createPurgeBus({ postgresUrl, report, observeLag }: PurgeBusOptions): PurgeBus {
  const origin = randomUUID()
  const handlers = new Set<Handler>()
  const seen = new Set<string>()
  let connection: Promise<pg.Client> | undefined
  let closed = false

  function apply(message: PurgeBusMessage): void {
    if (seen.has(message.id)) return
    seen.add(message.id)
    if (seen.size > rememberedIds) seen.delete(seen.values().next().value ?? '')
    if (message.origin !== origin) observeLag?.(Math.max(0, Date.now() - message.sentAt) / 1000)
    for (const handler of handlers) {
      try {
        handler(message.purge)
      } catch (error) {
        report(error, { level: 'error', tags: { purgeBus: 'handler' } })
      }
    }
  }

  const receive = (message: PurgeBusMessage) => {
    if (message.origin !== origin) apply(message)
  }

  /** The process's LISTEN connection, made on first use and again after it is lost. */
  function listener(): Promise<pg.Client> | undefined {
    if (!postgresUrl || closed) return undefined
    connection ??= (async () => {
      const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 })
      const lost = (error?: Error) => {
        if (connection === connecting) connection = undefined
        client.end().catch(() => undefined)
        if (closed) return
        if (error) report(error, { level: 'warning', tags: { purgeBus: 'listen' } })
        // Purges sent while it was away are missed: the caches' own short lifetimes bound the damage.
        if (handlers.size > 0) setTimeout(() => listener()?.catch(() => undefined), reconnectMs)
      }
      client.on('error', lost)
      client.on('end', () => lost())
      client.on('notification', ({ channel, payload }) => {
        if (channel !== purgeChannel || !payload) return
        try {
          const message = messageSchema.safeParse(JSON.parse(payload))
          if (message.success) receive(message.data)
        } catch {
          // Not ours: someone else's NOTIFY on the channel.
        }
      })
      try {
        await client.connect()
        await client.query(`LISTEN ${purgeChannel}`)
      } catch (error) {
        lost(error instanceof Error ? error : new Error(String(error)))
        throw error
      }
      return client
    })()
    const connecting = connection
    return connecting
  }

  // A cluster worker (or any forked process): purges relayed from the other workers.
  const fromCluster = (message: unknown) => isPurgeBusMessage(message) && receive(message)
  if (process.send) process.on('message', fromCluster)

  return {
    onPurge(handler) {
      handlers.add(handler)
      listener()?.catch(() => undefined)
      return () => handlers.delete(handler)
    },
    async publish(purge) {
      const message: PurgeBusMessage = { purgeBus: 1, id: randomUUID(), origin, sentAt: Date.now(), purge }
      apply(message)
      process.send?.(message)
      const client = await listener()
      if (client) await client.query('SELECT pg_notify($1, $2)', [purgeChannel, JSON.stringify(message)])
    },
    async listening() {
      await listener()
    },
    async close() {
      closed = true
      process.off('message', fromCluster)
      const client = await connection?.catch(() => undefined)
      connection = undefined
      await client?.end()
    },
  }
}
