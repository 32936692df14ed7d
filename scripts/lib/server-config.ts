// The scripts read the server's configuration as the server does (app/server/runtime): the same
// variables, defaults and refusals. A wrong value ends the script with the variable named.
import {
  loadServerConfig,
  type ServerConfig,
  ServerConfigError,
} from '../../app/server/runtime/server-config.server.ts'

export function serverConfigOrExit(): ServerConfig {
  try {
    return loadServerConfig()
  } catch (error) {
    if (!(error instanceof ServerConfigError)) throw error
    console.error(error.message)
    process.exit(2)
  }
}
