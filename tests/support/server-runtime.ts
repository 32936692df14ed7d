// A server runtime for a test: built from the environment a test names (on top of nothing from the
// process's own), and code run "within a request" of it, as the server entry runs routes, loaders
// and server functions (Start's request context carries the runtime).
import { runWithStartContext, type StartStorageContext } from '@tanstack/start-storage-context'
import { loadServerConfig } from '../../app/server/runtime/server-config.server.ts'
import { createServerRuntime, type ServerRuntime } from '../../app/server/runtime/server-runtime.server.ts'

export function testRuntime(env: Record<string, string | undefined> = {}): ServerRuntime {
  return createServerRuntime(loadServerConfig(env))
}

/** Runs fn as a request the runtime serves would: whatever it awaits sees the runtime. */
export function inRequestOf<T>(runtime: ServerRuntime, fn: () => T): T {
  const context: StartStorageContext = {
    getRouter: () => {
      throw new Error('No router in a test request')
    },
    request: new Request(`http://127.0.0.1:${runtime.config.port}/`),
    startOptions: {},
    contextAfterGlobalMiddlewares: { runtime },
    handlerType: 'router',
  }
  return runWithStartContext(context, fn)
}
