// Load runs whose figures are pooled: several autocannon runs of one kind (rounds taken in turns with
// another kind, so both meet the same load from other processes on the machine) give one figure,
// with percentiles over every answer of every run, not a median of each run's percentiles.
import autocannon from 'autocannon'

/** A run's result, with each answer's latency and when it came (ms since the run started), in order. */
export type Run = { result: autocannon.Result; latenciesMs: number[]; answeredAtMs: number[] }

export type Figures = {
  requestsPerSecond: number
  answers: number
  /** Answers by status code. */
  statuses: Record<string, number>
  non2xx: number
  /** Requests without an answer; timeouts are among them. */
  errors: number
  timeouts: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

/** One autocannon run, with the latency of every answer it got. */
export async function run(options: autocannon.Options): Promise<Run> {
  const latenciesMs: number[] = []
  const answeredAtMs: number[] = []
  const started = performance.now()
  // Without a callback autocannon returns its tracker: an EventEmitter that is also a promise of the result.
  const tracker = autocannon(options) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>
  tracker.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
    latenciesMs.push(responseTimeMs)
    answeredAtMs.push(performance.now() - started)
  })
  return { result: await tracker, latenciesMs, answeredAtMs }
}

export function figures(runs: readonly Run[]): Figures {
  const latencies = runs.flatMap((run) => run.latenciesMs).sort((a, b) => a - b)
  const percentile = (share: number) => latencies[Math.max(0, Math.ceil(share * latencies.length) - 1)] ?? Number.NaN
  const statuses: Record<string, number> = {}
  for (const { result } of runs)
    for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {}))
      statuses[status] = (statuses[status] ?? 0) + count
  const sum = (field: (result: autocannon.Result) => number) =>
    runs.reduce((total, run) => total + field(run.result), 0)
  const answers = sum((result) => result.requests.total)
  return {
    requestsPerSecond: answers / sum((result) => result.duration),
    answers,
    statuses,
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    maxMs: latencies.at(-1) ?? Number.NaN,
  }
}

/** Every request answered, and every answer a 200: what runs of valid page requests must show. */
export const allAnswered200 = (figures: Figures): boolean =>
  figures.answers > 0 && figures.errors === 0 && figures.non2xx === 0 && figures.statuses['200'] === figures.answers

export const ms = (value: number) => `${value.toFixed(1)} ms`

/** The figures as a line of a bench's table. */
export function figuresLine(name: string, figures: Figures): string {
  const statuses = Object.entries(figures.statuses).map(([status, count]) => `${count} x ${status}`)
  return `  ${name.padEnd(30)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50Ms)}  p99 ${ms(figures.p99Ms)}  max ${ms(figures.maxMs)}  (${statuses.join(', ') || 'no answers'}; ${figures.errors} errors, ${figures.timeouts} of them timeouts)`
}
