// The purge bus: a purge of the page and content caches published in one process reaches every
// process that serves the site:
// - the other workers of this machine, through the cluster's messaging (server/cluster.ts relays);
// - every other instance sharing the leads database, through PostgreSQL's LISTEN/NOTIFY on the
//   channel `cache_purge` (when DATABASE_URL is set; each process listens on its own connection).
// Whoever keeps a cache subscribes with onPurge; whoever invalidates (the CMS's revalidation
// endpoint) calls publishPurge, which purges this process at once and then fans out. A purge that
// arrives twice (by both ways) is applied once.
//
// One bus per process, even where the bundled app and server/serve.ts each load their own copy of
// this module: it lives on globalThis.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { reportError } from '../errors/report.ts'
import { z } from '../lib/zod.ts'
import { leadsDatabaseTargetFromEnv } from './leads/store/open-leads-database.server.ts'

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

const messageSchema = z.object({ purgeBus: z.literal(1), id: z.string(), origin: z.string(), purge: purgeSchema })
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

type Bus = {
  origin: string
  handlers: Set<Handler>
  seen: Set<string>
  postgresUrl: string | undefined
  listener: Promise<pg.Client> | undefined
  closed: boolean
}

const busKey = Symbol.for('comparison-site.purge-bus')

function bus(): Bus {
  const global = globalThis as { [busKey]?: Bus }
  if (global[busKey]) return global[busKey]
  const target = leadsDatabaseTargetFromEnv(process.env)
  const created: Bus = {
    origin: randomUUID(),
    handlers: new Set(),
    seen: new Set(),
    postgresUrl: 'postgresUrl' in target ? target.postgresUrl : undefined,
    listener: undefined,
    closed: false,
  }
  global[busKey] = created
  // A cluster worker (or any forked process): purges relayed from the other workers.
  if (process.send) process.on('message', (message: unknown) => isPurgeBusMessage(message) && receive(message))
  return created
}

function apply(message: PurgeBusMessage): void {
  const { seen, handlers } = bus()
  if (seen.has(message.id)) return
  seen.add(message.id)
  if (seen.size > rememberedIds) seen.delete(seen.values().next().value ?? '')
  for (const handler of handlers) {
    try {
      handler(message.purge)
    } catch (error) {
      reportError(error, { level: 'error', tags: { purgeBus: 'handler' } })
    }
  }
}

function receive(message: PurgeBusMessage): void {
  if (message.origin !== bus().origin) apply(message)
}

/** The process's LISTEN connection, made on first use and again after it is lost. */
function listener(): Promise<pg.Client> | undefined {
  const state = bus()
  if (!state.postgresUrl || state.closed) return undefined
  state.listener ??= (async () => {
    const client = new pg.Client({ connectionString: state.postgresUrl, connectionTimeoutMillis: 2000 })
    const lost = (error?: Error) => {
      if (state.listener === connecting) state.listener = undefined
      client.end().catch(() => undefined)
      if (state.closed) return
      if (error) reportError(error, { level: 'warning', tags: { purgeBus: 'listen' } })
      // Purges sent while it was away are missed: the caches' own short lifetimes bound the damage.
      if (state.handlers.size > 0) setTimeout(() => listener()?.catch(() => undefined), reconnectMs)
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
  const connecting = state.listener
  return connecting
}

/** Calls handler with every purge, from this process and all others; answers the unsubscribe. */
export function onPurge(handler: Handler): () => void {
  const { handlers } = bus()
  handlers.add(handler)
  listener()?.catch(() => undefined)
  return () => handlers.delete(handler)
}

/**
 * Purges this process, then every other worker and instance. Rejects when the other instances
 * could not be told (PostgreSQL unreachable): the caller's caller (the CMS) should retry.
 */
export async function publishPurge(purge: Purge): Promise<void> {
  const state = bus()
  const message: PurgeBusMessage = { purgeBus: 1, id: randomUUID(), origin: state.origin, purge }
  apply(message)
  process.send?.(message)
  const client = await listener()
  if (client) await client.query('SELECT pg_notify($1, $2)', [purgeChannel, JSON.stringify(message)])
}

/** Settles once this process listens for other instances' purges (at once without PostgreSQL). */
export async function purgeBusListening(): Promise<void> {
  await listener()
}

/** Stops listening (a process that is about to exit, a test). */
export async function closePurgeBus(): Promise<void> {
  const state = bus()
  state.closed = true
  const client = await state.listener?.catch(() => undefined)
  state.listener = undefined
  await client?.end()
}
