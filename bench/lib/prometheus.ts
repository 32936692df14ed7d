// Reads a server's Prometheus metrics (METRICS_PORT, GET /metrics) from outside, as a scraper would.

/** Every sample of the text format by its series, e.g. `site_page_cache_lookups_total{result="hit"}`. */
export async function scrape(metricsUrl: string): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl)
  if (!response.ok) throw new Error(`${metricsUrl} answered ${response.status}`)
  const samples = new Map<string, number>()
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const space = line.lastIndexOf(' ')
    samples.set(line.slice(0, space), Number(line.slice(space + 1)))
  }
  return samples
}
