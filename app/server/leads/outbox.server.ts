// The one outbox worker of the leads store. What the site owes a third party (a partner's signup, a
// conversion for an ad platform) is a row written with the fact it reports, and every server process
// runs this worker over it: it claims the due rows with a lease, so several processes never send one
// row at once, attempts each, and records where each stands: delivered, tried again later with
// backoff, or failed after the last attempt. Each kind of row (signups/lead-delivery.server.ts,
// conversions/conversion-forwarding.server.ts) says only how its rows are claimed, sent and recorded;
// the policy, the round and its metrics are the worker's, the same for every kind.
import type { Schedule } from '../runtime/schedules.server.ts'

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

/** How long a claim keeps other processes off its rows: every attempt of a round ends well within it. */
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
  /** Never sent and never to be: the row lacks what its recipient needs (the error says what). */
  | { status: 'unsendable'; error: string }

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

/** Counts a round's outcomes; an unsendable row is none of them. */
export function roundOf(outcomes: ReadonlyArray<Pick<AttemptOutcome, 'status'>>): DeliveryRound {
  const round: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 }
  for (const { status } of outcomes) if (status !== 'unsendable') round[status === 'pending' ? 'retrying' : status]++
  return round
}

/** The kinds of row the worker sends, as logs, reports and metrics name them. */
export type OutboxTask = 'lead delivery' | 'conversion forwarding'

/** A claimed row: its id and the attempts made before this one. */
export type ClaimedRow = { id: number; attempts: number }

/** An attempt's answer for a row that cannot be sent at all (it is not tried again). */
export type Unsendable = { unsendable: string }

/** A row after its attempt: the attempts made now, and where it stands. */
export type SettledRow = { id: number; attempts: number; outcome: AttemptOutcome }

/** One kind of outbox row: how its rows are claimed, sent and recorded. */
export type OutboxKind<Row extends ClaimedRow = ClaimedRow> = {
  task: OutboxTask
  /**
   * Moves up to `batch` due rows' next try to `leaseUntil`, so no other process's claim takes them
   * while they are sent, and returns them.
   */
  claim(at: { now: string; leaseUntil: string; batch: number }): Promise<readonly Row[]>
  /** Sends the row once: undefined when it arrived, else what went wrong in words. */
  attempt(row: Row): Promise<string | undefined | Unsendable>
  /** Records the round's outcomes in one unit: one round trip, however many rows it sent. */
  settle(rows: readonly SettledRow[]): Promise<void>
}

export type OutboxOptions = {
  now?: () => Date
  /** Told each attempt's outcome (the metrics). */
  observe?: (task: OutboxTask, status: AttemptOutcome['status']) => void
}

/** One round of a kind: claims its due rows, attempts each, records the outcomes. */
export async function outboxRound<Row extends ClaimedRow>(
  kind: OutboxKind<Row>,
  { now: clock = () => new Date(), observe }: OutboxOptions = {},
): Promise<DeliveryRound> {
  const now = clock()
  const claimed = await kind.claim({
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
    batch: deliveryPolicy.batch,
  })
  if (claimed.length === 0) return roundOf([])
  // All attempts of the round at once: each ends within timeoutMs, well inside the claim's lease, so
  // no other process claims a row while its attempt is still on its way.
  const settled = await Promise.all(
    claimed.map(async (row): Promise<SettledRow> => {
      const attempts = row.attempts + 1
      const answer = await kind.attempt(row)
      const outcome: AttemptOutcome =
        typeof answer === 'object'
          ? { status: 'unsendable', error: answer.unsendable }
          : attemptOutcome(answer, attempts, clock())
      observe?.(kind.task, outcome.status)
      return { id: row.id, attempts, outcome }
    }),
  )
  await kind.settle(settled)
  return roundOf(settled.map(({ outcome }) => outcome))
}

/** The worker: each kind's rounds, now and every interval, each kind apart (a slow partner holds up no forward). */
export function outboxSchedules(kinds: readonly OutboxKind[], options: OutboxOptions = {}): Schedule[] {
  return kinds.map((kind) => ({
    task: kind.task,
    intervalMs: deliveryPolicy.intervalMs,
    run: () => outboxRound(kind, options),
  }))
}
