// Small measures shared by the benches.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

/**
 * A process's CPU time so far, user and system, in ms (from /proc): what requests cost the server
 * whatever else the shared machine runs meanwhile, which requests/s and latencies alone do not show.
 */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000
}
