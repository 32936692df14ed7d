// Loads translation catalogs (SPEC section 9): at most 10 reads at a time, each retried up to 5
// times after 350 ms, doubling the wait. A locale's catalog is read once; a failed read is
// forgotten, so a later request tries again.
import type { Messages } from '@lingui/core'

export type CatalogImport = () => Promise<{ messages: Messages }>

export type CatalogLoaderOptions = {
  maxParallel: number
  retries: number
  initialDelayMs: number
  /** Waits between attempts; tests pass a fake clock. */
  sleep: (ms: number) => Promise<void>
}

export const catalogLoadingLimits: Omit<CatalogLoaderOptions, 'sleep'> = {
  maxParallel: 10,
  retries: 5,
  initialDelayMs: 350,
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type CatalogLoader = (locale: string) => Promise<Messages>

export function createCatalogLoader(
  imports: Readonly<Record<string, CatalogImport>>,
  options: CatalogLoaderOptions = { ...catalogLoadingLimits, sleep },
): CatalogLoader {
  const loaded = new Map<string, Promise<Messages>>()
  const waiting: Array<() => void> = []
  let reading = 0

  /** A finished read hands its slot straight to the next waiting one, so none can slip in between. */
  async function withReadSlot<T>(read: () => Promise<T>): Promise<T> {
    if (reading < options.maxParallel) reading += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await read()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else reading -= 1
    }
  }

  async function readWithRetries(importCatalog: CatalogImport): Promise<Messages> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return (await withReadSlot(importCatalog)).messages
      } catch (error) {
        if (attempt >= options.retries) throw error
        await options.sleep(options.initialDelayMs * 2 ** attempt)
      }
    }
  }

  return (locale) => {
    const importCatalog = imports[locale]
    if (!importCatalog) return Promise.reject(new Error(`No catalog for ${locale}`))
    const existing = loaded.get(locale)
    if (existing) return existing
    const loading = readWithRetries(importCatalog)
    loaded.set(locale, loading)
    loading.catch(() => loaded.delete(locale))
    return loading
  }
}
