// The Prometheus scrape endpoint, GET /metrics on a port of its own (METRICS_PORT, bound to
// METRICS_HOST, loopback by default): off the site's port, so no visitor and no CDN ever reaches it.
import { serve } from 'srvx'

export async function serveMetrics(
  { port, host }: { port: number; host: string },
  metrics: () => Promise<string>,
): Promise<void> {
  const server = serve({
    port,
    hostname: host,
    silent: true,
    gracefulShutdown: false,
    fetch: async (request) => {
      if (new URL(request.url).pathname !== '/metrics') return new Response('Not Found', { status: 404 })
      try {
        return new Response(await metrics(), {
          headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' },
        })
      } catch (error) {
        return new Response(`Metrics unavailable: ${error instanceof Error ? error.message : error}`, { status: 503 })
      }
    },
  })
  await server.ready()
  // The process ends with the site's server; an open scrape port must not keep it alive.
  server.node?.server?.unref()
}
