// Worker processes for the production server: WEB_CONCURRENCY says how many server processes share
// the port (default 1; "auto": one per core). With more than one, this process becomes the
// cluster's primary: it forks the workers (each runs server/serve.ts again and serves), starts a
// new one when one dies, relays the purge bus's messages between them
// (app/server/purge-bus.server.ts), serves the sum of their metrics (METRICS_PORT), on SIGTERM/SIGINT stops them
// gracefully and exits when the last one has, and on SIGHUP rolls them: one at a time, a new worker
// (running the files as they are now, a release) serves before an old one stops, so the port always
// has as many workers and no request waits for a start (docs/decisions/077). Every server process, worker or alone, stops
// gracefully: it takes no new connection, finishes the requests in flight (whose writes are
// committed before they are answered) and the runs of its work by the clock, then exits.
import cluster, { type Worker } from 'node:cluster'
import { realpathSync } from 'node:fs'
import type { Server as HttpServer } from 'node:http'
import type { Socket } from 'node:net'
import { dirname, resolve } from 'node:path'
import { AggregatorRegistry } from 'prom-client'
import type { Server } from 'srvx'
import { serveMetrics } from './metrics-server.ts'

/** The longest a stopping process waits for requests in flight before it cuts them. */
export const shutdownSeconds = 10
/** How long a stopping server waits for the first request on a connection it has just accepted. */
const newConnectionGraceMs = 2000
/** A worker that dies is replaced after this pause: a worker that cannot start does not spin the CPU. */
export const restartDelayMs = 250
/** The longest a rolling restart waits for a new worker to serve before it gives up and keeps the old ones. */
export const workerStartSeconds = 60

/** What a worker tells its primary once it serves (its socket listens and its content is loaded). */
const workerServes = 'worker-serves'

/** In a worker: tells the primary when `serving` settles, so a rolling restart may stop an old worker. */
export function announceServing(serving: Promise<unknown>): void {
  if (!cluster.isWorker) return
  void serving.then(() => process.send?.(workerServes))
}

/**
 * Whether this process is one of several serving the port. Each worker then opens its own socket
 * (SO_REUSEPORT) and the kernel spreads the connections: srvx listens exclusively, and an exclusive
 * listen leaves the port to the first worker alone (the port refuses every connection once it dies).
 * A socket that closes hands the connections still queued on it to the others only with the kernel's
 * net.ipv4.tcp_migrate_req (deploy/sysctl.d/, docs/decisions/077); without it they are reset.
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
  /** Workers that end on purpose (rolled out) or that were never in service (a new one that failed): not replaced. */
  const notReplaced = new Set<Worker>()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker leaves cluster.workers only once it has both exited and disconnected, in either
      // order: the last one's exit can come while it is still listed, and waiting for a later event
      // would leave this process nothing to wait on.
      if (workers().every((each) => each.isDead())) process.exit(0)
      return
    }
    if (notReplaced.delete(worker)) return
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

  /** Settles true once the worker serves, false if it ends or takes too long first. */
  const serves = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      const settle = (serving: boolean) => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('exit', onExit)
        resolve(serving)
      }
      const onMessage = (message: unknown) => message === workerServes && settle(true)
      const onExit = () => settle(false)
      const timer = setTimeout(() => settle(false), workerStartSeconds * 1000)
      worker.on('message', onMessage)
      worker.on('exit', onExit)
    })
  let rolling = false
  const roll = async () => {
    if (rolling || stopping) return
    rolling = true
    // The release the script's path names now (systemd starts it through the `current` link): new
    // workers run its files in its folder, whatever release this primary started from.
    const script = process.argv[1] ?? ''
    cluster.setupPrimary({ exec: script, cwd: realpathSync(resolve(dirname(script), '..')) })
    console.log(`[cluster] rolling restart of ${workers().length} workers`)
    try {
      for (const old of workers()) {
        if (stopping) return
        const fresh = cluster.fork()
        notReplaced.add(fresh)
        if (!(await serves(fresh))) {
          // A release that cannot start stops here: the old workers go on serving.
          console.error(`[cluster] new worker ${fresh.process.pid} did not start serving; rolling restart stopped`)
          fresh.process.kill('SIGKILL')
          return
        }
        notReplaced.delete(fresh)
        notReplaced.add(old)
        const ended = new Promise((resolve) => old.once('exit', resolve))
        old.process.kill('SIGTERM')
        await ended
      }
      console.log(`[cluster] rolling restart done: ${workers().length} workers`)
    } finally {
      rolling = false
    }
  }
  process.on('SIGHUP', () => void roll())
  if (metrics) {
    // Each worker answers with its own registry (server/serve.ts); the sum is the server's.
    const workersMetrics = new AggregatorRegistry()
    await serveMetrics(metrics, () => workersMetrics.clusterMetrics())
  }
  console.log(`[cluster] ${count} workers`)
  return new Promise<void>(() => {})
}

/**
 * Makes the server's idle connections those with every request read from them answered, and has a
 * closing server ask each client to send no more on its connection (`Connection: close`). Node's own
 * closeIdleConnections, which server.close() calls too, counts a keep-alive connection idle once
 * its last answer has ended, even while that answer is still being flushed and the next request,
 * read already, waits behind it: cutting it then stores that request and never answers it.
 */
export function closeOnlyAnsweredConnections(http: HttpServer): void {
  /** Each open connection, with when it was accepted and whether a request has been read from it. */
  const sockets = new Map<Socket, { acceptedAt: number; used: boolean }>()
  const unanswered = new Map<Socket, number>()
  let closing = false
  http.on('connection', (socket: Socket) => {
    sockets.set(socket, { acceptedAt: Date.now(), used: false })
    socket.once('close', () => {
      sockets.delete(socket)
      unanswered.delete(socket)
    })
  })
  // Emitted as a request is read, before any of its work starts.
  http.on('request', (request, response) => {
    const { socket } = request
    const state = sockets.get(socket)
    if (state) state.used = true
    unanswered.set(socket, (unanswered.get(socket) ?? 0) + 1)
    if (closing && !response.headersSent) response.setHeader('connection', 'close')
    response.once('close', () => {
      const left = (unanswered.get(socket) ?? 1) - 1
      if (left > 0) unanswered.set(socket, left)
      else unanswered.delete(socket)
    })
  })
  http.closeIdleConnections = () => {
    closing = true
    const now = Date.now()
    // A connection accepted a moment ago whose request is still on its way is not idle: cutting it
    // resets a client that did nothing wrong (a rolling restart's last accepted connections).
    for (const [socket, { acceptedAt, used }] of sockets)
      if (!unanswered.has(socket) && (used || now - acceptedAt > newConnectionGraceMs)) socket.destroy()
  }
}

/**
 * On SIGTERM or SIGINT: close the server (no new connections, idle keep-alive connections closed),
 * let the requests in flight finish, then `closeRuntime` (its work by the clock finishes the run
 * under way: a lead being posted is recorded as sent), then exit; past shutdownSeconds the rest are
 * cut and the process exits with 1 all the same.
 */
export function stopGracefullyOnSignal(server: Server, closeRuntime: () => Promise<void>): void {
  const http = server.node?.server
  if (http && 'closeIdleConnections' in http) closeOnlyAnsweredConnections(http as HttpServer)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    const cut = setTimeout(() => {
      server.close(true).finally(() => process.exit(1))
      setTimeout(() => process.exit(1), 1000).unref()
    }, shutdownSeconds * 1000)
    // A keep-alive connection busy at close() becomes idle after its answers: close it then too.
    const idle = setInterval(() => http && 'closeIdleConnections' in http && http.closeIdleConnections(), 100)
    await server.close()
    // A part that fails to close has nothing left to lose by the exit: say so, and exit all the same.
    await closeRuntime().catch((error: unknown) => console.error('[stop] closing the runtime failed:', error))
    clearTimeout(cut)
    clearInterval(idle)
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
