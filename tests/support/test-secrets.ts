// Secrets for the servers the tests start: random for each run, as an operator's would be. Production
// refuses every value written in the repository (app/server/runtime/secrets.server.ts), so no test
// secret is written anywhere; a run shares each through the environment its workers inherit.
import { randomBytes } from 'node:crypto'

/** A fresh secret, as `openssl rand -base64 48` makes one. */
export const randomSecret = () => randomBytes(36).toString('base64url')

/** The run's secret under name: made on first use, then read from the environment by every process of the run. */
export function runSecret(name: string): string {
  process.env[name] ??= randomSecret()
  return process.env[name]
}

/** What every production server a test starts needs besides its own settings. */
export const productionSecrets = () => ({ DATA_HASH_SECRET: runSecret('TEST_DATA_HASH_SECRET') })
