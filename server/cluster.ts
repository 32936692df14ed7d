// Worker processes for the production server: WEB_CONCURRENCY says how many server processes share
// the port (default 1; "auto": one per core). With more than one, this process becomes the
// cluster's primary: it forks the workers (each runs server/serve.ts again and serves), starts a
// new one when one dies, relays the purge bus's messages between them
// (app/server/purge-bus.server.ts), serves the sum of their metrics (METRICS_PORT), and on SIGTERM/SIGINT stops them
// gracefully and exits when the last one has. Every server process, worker or alone, stops
// gracefully: it takes no new connection, finishes the requests in flight (whose writes are
// committed before they are answered), then exits.
import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry } from 'prom-client'
import type { Server } from 'srvx'
import { serveMetrics } from './metrics-server.ts'

/** The longest a stopping process waits for requests in flight before it cuts them. */
export const shutdownSeconds = 10
/** A worker that dies is replaced after this pause: a worker that cannot start does not spin the CPU. */
export const restartDelayMs = 250

/**
 * Whether this process is one of several serving the port. Each worker then opens its own socket
 * (SO_REUSEPORT) and the kernel spreads the connections: srvx listens exclusively, and an exclusive
 * listen leaves the port to the first worker alone (the port refuses every connection once it dies).
 */
export const sharesPort = (): boolean => cluster.isWorker

/**
 * In the process `npm run serve` started, with WEB_CONCURRENCY over 1: supervises the workers and
 * never settles (the process ends when they have stopped). Anywhere else settles at once, and the
 * caller serves.
 */
export async function superviseWorkers({
  webConcurrency: count,
  metrics,
  isPurgeBusMessage,
}: {
  webConcurrency: number
  metrics?: { port: number; host: string }
  /** Which worker messages are the purge bus's (relayed to the other workers). */
  isPurgeBusMessage: (message: unknown) => message is object
}): Promise<void> {
  if (count === 1 || !cluster.isPrimary) return
  let stopping = false
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker))
  for (let index = 0; index < count; index++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (workers().length === 0) process.exit(0)
      return
    }
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`)
    setTimeout(() => cluster.fork(), restartDelayMs)
  })
  // A purge published in one worker reaches the others (the publisher has applied it already).
  cluster.on('message', (from, message: unknown) => {
    if (!isPurgeBusMessage(message)) return
    for (const worker of workers()) if (worker !== from && worker.isConnected()) worker.send(message)
  })
  const stop = () => {
    if (stopping) return
    stopping = true
    for (const worker of workers()) worker.process.kill('SIGTERM')
    // A worker that has not stopped well after its own limit is stuck: the primary does not wait on it.
    setTimeout(
      () => {
        for (const worker of workers()) worker.process.kill('SIGKILL')
        process.exit(1)
      },
      (shutdownSeconds + 5) * 1000,
    ).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  if (metrics) {
    // Each worker answers with its own registry (server/serve.ts); the sum is the server's.
    const workersMetrics = new AggregatorRegistry()
    await serveMetrics(metrics, () => workersMetrics.clusterMetrics())
  }
  console.log(`[cluster] ${count} workers`)
  return new Promise<void>(() => {})
}

/**
 * On SIGTERM or SIGINT: close the server (no new connections, idle keep-alive connections closed),
 * let the requests in flight finish, then exit; past shutdownSeconds the rest are cut and the
 * process exits with 1 all the same.
 */
export function stopGracefullyOnSignal(server: Server): void {
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    const cut = setTimeout(() => {
      server.close(true).finally(() => process.exit(1))
      setTimeout(() => process.exit(1), 1000).unref()
    }, shutdownSeconds * 1000)
    // A keep-alive connection busy at close() becomes idle after its answer: close it then too.
    const http = server.node?.server
    const idle = setInterval(() => http && 'closeIdleConnections' in http && http.closeIdleConnections(), 100)
    await server.close()
    clearTimeout(cut)
    clearInterval(idle)
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
