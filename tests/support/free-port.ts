// A free port on loopback, for servers started by tests and benchmarks (so parallel runs never
// collide). The one copy: Playwright's config, the e2e helpers and the benches all use it.
import { once } from 'node:events'
import { createServer } from 'node:net'

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no free port')
  return address.port
}
