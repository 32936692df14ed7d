// Vitest's global setup: the PostgreSQL server the leads integration tests run against besides
// SQLite. TEST_DATABASE_URL names one already running; otherwise scripts/postgres starts the
// project's own cluster (installing PostgreSQL when missing) and it is stopped again afterwards,
// unless it was running before.
import { execFileSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'

const postgres = (command: 'start' | 'url' | 'stop') =>
  execFileSync('scripts/postgres', [command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim()

function runningUrl(): string | undefined {
  try {
    return postgres('url') || undefined
  } catch {
    return undefined
  }
}

export default function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? runningUrl()
  const url = given ?? postgres('start')
  project.provide('postgresUrl', url)
  return () => {
    if (!given) postgres('stop')
  }
}
