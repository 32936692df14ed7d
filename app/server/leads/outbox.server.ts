// What every outbox of the leads store shares (signups delivered to partners, conversions forwarded
// to ad platforms): the retry policy, one HTTP attempt described in words, the outcome of an attempt
// and the rounds each server process runs. Each outbox keeps its state in its own rows and claims
// them with a lease, so several processes never send the same row at once.
import type { ErrorReport } from '../../contracts/error-report.ts'
import { LeadsStoreUnavailable } from './store/leads-database.server.ts'

export const deliveryPolicy = {
  /** How often each process looks for due rows. */
  intervalMs: 15_000,
  /** Rows claimed per look. */
  batch: 20,
  /** An endpoint slower than this counts as down for this attempt. */
  timeoutMs: 10_000,
  /** The first retry waits this long, each later one twice as long as the one before ... */
  firstRetryMs: 30_000,
  /** ... up to this. */
  longestRetryMs: 6 * 3_600_000,
  /** After this many attempts (some 15 hours with the waits above) the row is marked failed. */
  attempts: 12,
} as const

/** How long a claim keeps other processes off its rows: every post of a round ends well within it. */
export const leaseMs = 2 * deliveryPolicy.timeoutMs

/** How long a failed attempt waits before the next one: 30 s, 1 min, 2 min, ... up to 6 h. */
export const retryDelayMs = (attemptsMade: number) =>
  Math.min(deliveryPolicy.firstRetryMs * 2 ** Math.max(0, attemptsMade - 1), deliveryPolicy.longestRetryMs)

/** Posts JSON once; what went wrong, in words without the body's data, or undefined on a 2xx. */
export async function postOnce(
  post: typeof fetch,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  try {
    const response = await post(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deliveryPolicy.timeoutMs),
      redirect: 'error',
    })
    await response.body?.cancel()
    return response.ok ? undefined : `HTTP ${response.status}`
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return `no answer within ${deliveryPolicy.timeoutMs} ms`
    // fetch() fails with a TypeError whose cause says why (ECONNREFUSED, ENOTFOUND, ...).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined
    const code = cause && 'code' in cause ? String(cause.code) : error instanceof Error ? error.name : 'Error'
    return `unreachable (${code})`
  }
}

export type AttemptOutcome =
  | { status: 'delivered'; at: string }
  | { status: 'pending'; nextAt: string; error: string }
  | { status: 'failed'; error: string }

/** Where a row stands after its attempt number `attempts` ended at `finished`. */
export function attemptOutcome(failure: string | undefined, attempts: number, finished: Date): AttemptOutcome {
  if (failure === undefined) return { status: 'delivered', at: finished.toISOString() }
  if (attempts >= deliveryPolicy.attempts) return { status: 'failed', error: failure }
  return {
    status: 'pending',
    nextAt: new Date(finished.getTime() + retryDelayMs(attempts)).toISOString(),
    error: failure,
  }
}

export type DeliveryRound = { delivered: number; retrying: number; failed: number }

/** Counts a round's outcomes as its caller reports them. */
export function roundOf(outcomes: ReadonlyArray<{ status: AttemptOutcome['status'] | 'skipped' }>): DeliveryRound {
  const round: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 }
  for (const { status } of outcomes) if (status !== 'skipped') round[status === 'pending' ? 'retrying' : status]++
  return round
}

export type Rounds = { stop(): Promise<void> }

/** Runs a round now and every interval until stop(); one round at a time. */
export function startRounds(
  round: () => Promise<unknown>,
  report: (error: unknown, report: ErrorReport) => void,
  task: string,
): Rounds {
  let running: Promise<unknown> = Promise.resolve()
  let busy = false
  const run = () => {
    if (busy) return
    busy = true
    running = round()
      .catch((error: unknown) => {
        // The store reports its outages itself; the next round tries again.
        if (!(error instanceof LeadsStoreUnavailable)) report(error, { level: 'warning', tags: { task } })
      })
      .finally(() => {
        busy = false
      })
  }
  run()
  const timer = setInterval(run, deliveryPolicy.intervalMs).unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
