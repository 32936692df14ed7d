// The bench convention: a bench prints its own figures, and as its LAST stdout line one JSON
// summary line that `npm run bench` (bench/run.ts) collects into its table.
export type SummaryRow = { metric: string; value: string; target: string; ok: boolean }
export type BenchSummary = { bench: string; rows: SummaryRow[] }

export function printSummary(summary: BenchSummary): void {
  console.log(JSON.stringify(summary))
  if (summary.rows.some((row) => !row.ok)) process.exitCode = 1
}

/** Reads the summary from a bench's stdout: its last non-empty line. */
export function parseSummary(stdout: string): BenchSummary | undefined {
  const last = stdout.trimEnd().split('\n').at(-1)
  try {
    const value = JSON.parse(last ?? '') as Partial<BenchSummary>
    return typeof value.bench === 'string' && Array.isArray(value.rows) ? (value as BenchSummary) : undefined
  } catch {
    return undefined
  }
}
