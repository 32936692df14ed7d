import type { Messages } from '@lingui/core'
import { describe, expect, test } from 'vitest'
import { type CatalogImport, catalogLoadingLimits, createCatalogLoader } from './catalog-loader.ts'

const messages: Messages = { greeting: 'Hallo' }
const options = (waits: number[] = []) => ({
  ...catalogLoadingLimits,
  sleep: async (ms: number) => {
    waits.push(ms)
  },
})

/** An import that fails `failures` times before it answers. */
function flakyImport(failures: number) {
  const calls = { count: 0 }
  const load: CatalogImport = async () => {
    calls.count += 1
    if (calls.count <= failures) throw new Error('chunk failed')
    return { messages }
  }
  return { load, calls }
}

describe('createCatalogLoader', () => {
  test('retries a failing read 5 times, waiting 350 ms and doubling', async () => {
    const waits: number[] = []
    const { load, calls } = flakyImport(5)
    await expect(createCatalogLoader({ 'nb-NO': load }, options(waits))('nb-NO')).resolves.toEqual(messages)
    expect(calls.count).toBe(6)
    expect(waits).toEqual([350, 700, 1400, 2800, 5600])
  })

  test('gives up after the fifth retry and tries again on the next request', async () => {
    const { load, calls } = flakyImport(6)
    const loadCatalog = createCatalogLoader({ 'es-MX': load }, options())
    await expect(loadCatalog('es-MX')).rejects.toThrow('chunk failed')
    expect(calls.count).toBe(6)
    await expect(loadCatalog('es-MX')).resolves.toEqual(messages)
  })

  test('reads each catalog once', async () => {
    const { load, calls } = flakyImport(0)
    const loadCatalog = createCatalogLoader({ 'de-DE': load }, options())
    await Promise.all([loadCatalog('de-DE'), loadCatalog('de-DE')])
    await loadCatalog('de-DE')
    expect(calls.count).toBe(1)
  })

  test('never has more than 10 reads in flight', async () => {
    let inFlight = 0
    let peak = 0
    const imports: Record<string, CatalogImport> = {}
    for (let index = 0; index < 25; index += 1)
      imports[`l${index}`] = async () => {
        inFlight += 1
        peak = Math.max(peak, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight -= 1
        return { messages }
      }
    const loadCatalog = createCatalogLoader(imports, options())
    await Promise.all(Object.keys(imports).map((locale) => loadCatalog(locale)))
    expect(peak).toBe(10)
  })

  test('a locale without a catalog is refused', async () => {
    await expect(createCatalogLoader({}, options())('fr-FR')).rejects.toThrow('No catalog for fr-FR')
  })
})
