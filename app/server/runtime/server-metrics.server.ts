// The server's Prometheus metrics (prom-client), one registry per process. With several workers
// the cluster's primary asks each worker for its figures and serves their sum
// (server/cluster.ts), so a scrape sees the whole server, not the one worker it happened to reach.
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { type PathKind, pathKindOf } from '../../routing/path-kind.ts'
import type { AttemptOutcome, OutboxTask } from '../leads/outbox.server.ts'

/** Where a request went: pages, the content API, the other APIs (leads, consent, signups, revalidation), click-outs, the rest. */
export type RouteKind = Exclude<PathKind, 'server-function'>

/** A page-cache lookup: fresh, stale (served while it re-renders), rendered for it, or not a cacheable page. */
export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'pass'

export type ServerMetrics = ReturnType<typeof createServerMetrics>

const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export function createServerMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  // prom-client's defaults leave out the ArrayBuffers' share of external memory: the native buffers
  // of request and response bodies, which a long run must show level too (bench/soak.bench.ts).
  new Gauge({
    name: 'site_process_array_buffers_bytes',
    help: 'Bytes of ArrayBuffers and SharedArrayBuffers, Buffers among them (process.memoryUsage().arrayBuffers)',
    registers,
    collect() {
      this.set(process.memoryUsage().arrayBuffers)
    },
  })
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered, by route kind and status',
    labelNames: ['kind', 'status'] as const,
    registers,
  })
  const pageCacheLookups = new Counter({
    name: 'site_page_cache_lookups_total',
    help: 'Page-cache lookups: hit, stale (served while re-rendering), miss (rendered), pass (not cacheable)',
    labelNames: ['result'] as const,
    registers,
  })
  const pageCacheBytes = new Gauge({
    name: 'site_page_cache_bytes',
    help: 'Bytes of the pages the page cache keeps',
    registers,
  })
  const renderSeconds = new Histogram({
    name: 'site_render_duration_seconds',
    help: 'Time the app took to answer a request the page cache could not (a render, an API answer)',
    buckets: durationBuckets,
    registers,
  })
  const leadsStoreSeconds = new Histogram({
    name: 'site_leads_store_duration_seconds',
    help: 'Round trips to the leads database',
    labelNames: ['dialect', 'outcome'] as const,
    buckets: durationBuckets,
    registers,
  })
  const purgeBusLagSeconds = new Histogram({
    name: 'site_purge_bus_lag_seconds',
    help: 'Time from a purge published in another process to its arrival here',
    buckets: durationBuckets,
    registers,
  })
  const outboxAttempts = new Counter({
    name: 'site_outbox_attempts_total',
    help: 'Attempts of the outbox worker, by task (lead delivery, conversion forwarding) and where the row stands after it',
    labelNames: ['task', 'outcome'] as const,
    registers,
  })
  return {
    registry,
    countRequest: (kind: RouteKind, status: number) => requests.inc({ kind, status: String(status) }),
    countPageCacheLookup: (result: PageCacheResult) => pageCacheLookups.inc({ result }),
    setPageCacheBytes: (bytes: number) => pageCacheBytes.set(bytes),
    observeRender: (seconds: number) => renderSeconds.observe(seconds),
    observeLeadsStore: (dialect: string, seconds: number, failed: boolean) =>
      leadsStoreSeconds.observe({ dialect, outcome: failed ? 'error' : 'ok' }, seconds),
    observePurgeBusLag: (seconds: number) => purgeBusLagSeconds.observe(seconds),
    countOutboxAttempt: (task: OutboxTask, outcome: AttemptOutcome['status']) => outboxAttempts.inc({ task, outcome }),
    /** In a cluster worker: answer the primary's requests for this worker's figures. */
    answerClusterScrapes: () => {
      AggregatorRegistry.setRegistries([registry])
      new AggregatorRegistry()
    },
  }
}

/** The kind of route a path belongs to, for the request counter (a small, fixed set of labels). */
export function routeKindOf(pathname: string): RouteKind {
  const kind = pathKindOf(pathname)
  return kind === 'server-function' ? 'other' : kind
}
