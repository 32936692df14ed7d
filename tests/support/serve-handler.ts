// Serves a fetch handler over real HTTP on a free loopback port, the way every integration test
// talks to the API handlers (and to stand-in upstream servers).
import { type Server, serve } from 'srvx'

export async function serveHandler(fetch: (request: Request) => Response | Promise<Response>): Promise<Server> {
  const server = serve({ port: 0, hostname: '127.0.0.1', silent: true, fetch })
  await server.ready()
  return server
}
