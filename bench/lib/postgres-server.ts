// The PostgreSQL server a bench runs on (scripts/postgres): the running one, else one started for
// the bench and stopped again after it.
import { execFileSync } from 'node:child_process'

const postgres = (command: 'start' | 'url' | 'stop') =>
  execFileSync('scripts/postgres', [command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim()

/** The server's URL, and stop(), which stops it only when this bench started it. */
export function postgresServer(): { url: string; stop: () => void } {
  let running: string | undefined
  try {
    running = postgres('url')
  } catch {
    running = undefined
  }
  return { url: running ?? postgres('start'), stop: () => void (running ? undefined : postgres('stop')) }
}
