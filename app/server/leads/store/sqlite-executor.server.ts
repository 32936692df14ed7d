// SQLite (node:sqlite) behind a worker thread: node:sqlite is synchronous, and a write waiting for
// another process's lock would otherwise stop the event loop, and every page with it, for the whole
// busy timeout. The worker owns the one connection. While another connection holds the file's write
// lock a statement waits at most `budgetMs` in all (queued, then for the lock): one that could not
// start in time is refused, never run late, so an answer always tells what was stored. A statement
// that only queued because the machine was busy runs late rather than failing.
import { Worker } from 'node:worker_threads'
import {
  type Executor,
  LeadsStoreUnavailable,
  type RunOptions,
  type Statement,
  type StatementResult,
} from './leads-database.server.ts'
import { sqliteWorkerSource } from './sqlite-worker-source.server.ts'

/** What the worker answers for one job. */
type Reply =
  | { id: number; results: StatementResult[] }
  | { id: number; error: { message: string; unavailable: boolean } }

type Pending = { resolve: (results: StatementResult[]) => void; reject: (error: Error) => void }

/** Waiting for the queue and then for another connection's write lock, in all. */
export const defaultSqliteBudgetMs = 80
/** A patient run's wait for another connection's lock. */
const patientBusyTimeoutMs = 5000

/** path: a file (its folder is made when missing), or ':memory:'. */
export function openSqliteExecutor(path: string, budgetMs = defaultSqliteBudgetMs): Executor {
  const worker = new Worker(sqliteWorkerSource, {
    eval: true,
    // Half the budget for the lock: the other half is for the queue in front of it.
    workerData: { path, busyTimeoutMs: Math.floor(budgetMs / 2) },
  })
  const pending = new Map<number, Pending>()
  let nextId = 0
  let failure: Error | undefined
  // The thread takes tens of milliseconds to start: what waits for that is not a queue behind a lock.
  let online = false
  worker.once('online', () => {
    online = true
  })
  // The worker keeps the process alive only while it has work: a write in flight is never dropped by
  // an exit, and an idle store does not hold the process open.
  worker.unref()

  const settle = (id: number) => {
    const job = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return job
  }
  worker.on('message', (reply: Reply) => {
    const job = settle(reply.id)
    if (!job) return
    if ('results' in reply) job.resolve(reply.results)
    else
      job.reject(
        reply.error.unavailable ? new LeadsStoreUnavailable(reply.error.message) : new Error(reply.error.message),
      )
  })
  const failAll = (error: Error) => {
    failure = error
    for (const id of [...pending.keys()]) settle(id)?.reject(new LeadsStoreUnavailable(error.message, { cause: error }))
  }
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`The SQLite worker stopped (exit code ${code})`)))

  return {
    run(statements: readonly Statement[], options: RunOptions = {}) {
      if (failure) return Promise.reject(new LeadsStoreUnavailable(failure.message, { cause: failure }))
      const id = nextId++
      return new Promise<StatementResult[]>((resolve, reject) => {
        if (pending.size === 0) worker.ref()
        pending.set(id, { resolve, reject })
        const deadline = online && !options.patient ? Date.now() + budgetMs / 2 : Number.POSITIVE_INFINITY
        const busyTimeoutMs = options.patient ? patientBusyTimeoutMs : undefined
        worker.postMessage({ id, deadline, busyTimeoutMs, statements })
      })
    },
    async close() {
      if (failure) return
      // Jobs already posted are answered first: the worker reads its messages in order.
      await new Promise<void>((resolve) => {
        const id = nextId++
        pending.set(id, { resolve: () => resolve(), reject: () => resolve() })
        worker.ref()
        worker.postMessage({ id, close: true })
      })
      await worker.terminate()
    },
  }
}
