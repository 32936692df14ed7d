// The client build's first-load code in three layers, one chunk each, which the browser evaluates
// one task at a time: the libraries, the app code that several chunks share, the entry.
// Evaluating the entry with everything it imports in one task was the longest task of a page
// load: 37-56 ms on this machine, 150-225 ms on Lighthouse's simulated phone, most of a list page's
// Total Blocking Time. build/start-after-first-paint.ts imports the layers in this order, then the
// entry (docs/decisions/023-first-load-in-layers.md). Each layer imports only the layers before it,
// so importing one evaluates that layer alone.
import type { Plugin, Rolldown } from 'vite'

/**
 * The libraries every page's first load needs. Only modules the entry imports ($initial): a
 * library module that only a lazy chunk uses (the forms' zod checks) stays in that chunk. Not
 * Start's client packages: they import the app's router, which would make the chunks a cycle; and
 * not what the libraries import unless it is listed here, for the same reason.
 */
export const librariesLayer: Rolldown.CodeSplittingGroup & { name: string } = {
  name: 'libraries',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|use-isomorphic-layout-effect|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query)|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning|xstate|@xstate[\\/]react|zod|@lingui[\\/](core|react))[\\/]/,
  tags: ['$initial'],
  includeDependenciesRecursively: false,
  // Before the shared layer, which would otherwise take the libraries that several chunks load.
  priority: 1,
}

/**
 * App code that two or more chunks load (the routes, the consent dialog, the forms), in one chunk
 * instead of a handful of small ones that compress worse and cost requests on every first load
 * (docs/decisions/019-render-cost-and-page-weight.md).
 */
export const sharedLayer: Rolldown.CodeSplittingGroup & { name: string } = { name: 'shared', minShareCount: 2 }

/** The order in which the loader evaluates the entry's chunks; the entry comes last. */
export const layerOrder: readonly string[] = ['rolldown-runtime', librariesLayer.name, sharedLayer.name]

/** A chunk's layer from its file name (`/assets/shared-Ab12.js` → shared); undefined for others. */
export function layerOf(href: string): string | undefined {
  const file = href.slice(href.lastIndexOf('/') + 1)
  return layerOrder.find((name) => file.startsWith(`${name}-`))
}

/** A chunk's place in layerOrder, -1 for a chunk in no layer (the entry, a lazy chunk). */
export const layerRank = (href: string): number => layerOrder.indexOf(layerOf(href) ?? '')

/**
 * The layers' chunks as the client build wrote them, with the chunks each imports. Throws when a
 * layer imports a later one, the entry or a lazy chunk: then importing it would evaluate more than
 * its own layer, or a cycle would evaluate modules before what they import.
 */
export function checkLayerImports(chunks: { fileName: string; imports: string[]; isEntry: boolean }[]): void {
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  for (const chunk of chunks) {
    const rank = chunk.isEntry ? -1 : layerRank(chunk.fileName)
    if (rank < 0) continue
    for (const imported of chunk.imports) {
      const importedRank = entries.has(imported) ? -1 : layerRank(imported)
      if (importedRank < 0 || importedRank >= rank)
        throw new Error(
          `chunk layers: ${chunk.fileName} imports ${imported}, which is not in an earlier layer (build/chunk-layers.ts)`,
        )
    }
  }
}

/** Fails the client build when its chunks do not form the layers (checkLayerImports). */
export function chunkLayersPlugin(): Plugin {
  return {
    name: 'chunk-layers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
      try {
        checkLayerImports(chunks)
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
