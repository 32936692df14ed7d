// The browser starts downloading the build's JavaScript once the page's first frame is painted,
// not while the HTML streams in. TanStack Start puts the entry and its imports into
// <link rel="modulepreload"> tags in the head and a module script at the end of the body, so on a
// slow connection ~185 KB of script shared the bandwidth with the HTML, the stylesheet and the
// logos the first paint needs. This plugin rewrites Start's build manifest at build time: the root
// route's preloads and entry script become one small inline script that, after the first frame,
// adds the same preloads and imports the same entry. Pages paint from their server HTML alone and
// hydrate right after (docs/decisions/022-scripts-after-first-paint.md). It evaluates the entry's
// chunks one task each, in their layers' order (build/chunk-layers.ts), the entry last.
import type { Plugin } from 'vite'
import { yieldToMain } from '../app/lib/yield-to-main.ts'
import { layerRank } from './chunk-layers.ts'

/** The part of Start's manifest this changes: its routes' preloads and scripts. */
export type StartManifest = {
  routes: Record<string, { preloads?: string[]; scripts?: { attrs?: Record<string, unknown>; children?: string }[] }>
}

/**
 * Runs in the page, as the inline script's whole code: adds the modulepreload links, then imports
 * the entry, one frame after the first paint. A hidden tab paints nothing, so it starts at once; a
 * document that gets no frames though visible (a hidden iframe) starts after a second. The chunks
 * the entry imports (`layers`, in dependency order) are imported first, one task each, so that no
 * single task evaluates all of the page's code; they download in parallel all the same.
 */
export function startAfterFirstPaint(entry: string, layers: string[], nextTask: () => Promise<void>): void {
  let started = false
  const start = async () => {
    if (started) return
    started = true
    for (const href of [...layers, entry]) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    for (const layer of layers) {
      // A layer that fails to load fails the entry's import too, which reports it as it always did.
      await import(layer).catch(() => undefined)
      await nextTask()
    }
    import(entry)
  }
  // TanStack's <Scripts> runs this script again after hydrating when it cannot match it by its
  // nonce (the browser hides nonces); the entry is already loaded then.
  if (document.querySelector(`link[rel="modulepreload"][href="${entry}"]`)) return
  if (document.visibilityState === 'hidden') start()
  else {
    requestAnimationFrame(() => setTimeout(start))
    setTimeout(start, 1000)
  }
}

/** The manifest with the root route's entry loaded by startAfterFirstPaint. */
export function withScriptsAfterFirstPaint(manifest: StartManifest): StartManifest {
  const root = manifest.routes.__root__
  const entry = root?.scripts?.find((script) => typeof script.attrs?.src === 'string')
  const src = entry?.attrs?.src
  if (!root || typeof src !== 'string')
    throw new Error('start-after-first-paint: the Start manifest has no root entry script; has its format changed?')
  const layers = (root.preloads ?? []).filter((href) => href !== src)
  const unknown = layers.find((href) => layerRank(href) < 0)
  if (unknown)
    throw new Error(
      `start-after-first-paint: the entry imports ${unknown}, which is in no chunk layer of build/chunk-layers.ts`,
    )
  const ordered = layers.sort((a, b) => layerRank(a) - layerRank(b))
  const loader = {
    // Both functions go into the page as their source: they import nothing.
    children: `(${startAfterFirstPaint.toString()})(${JSON.stringify(src)},${JSON.stringify(ordered)},${yieldToMain.toString()})`,
  }
  const { preloads: _moved, ...rest } = root
  return {
    ...manifest,
    routes: {
      ...manifest.routes,
      __root__: { ...rest, scripts: (root.scripts ?? []).map((script) => (script === entry ? loader : script)) },
    },
  }
}

const manifestModule = 'tanstack-start-manifest:v'
const exported = 'export const tsrStartManifest = () => ('

/** Wraps the server build's manifest module so every request reads the rewritten manifest. */
export function startAfterFirstPaintPlugin(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!id.includes(manifestModule)) return
      if (!code.startsWith(exported))
        this.error(`start-after-first-paint: unexpected ${manifestModule} module; has TanStack Start changed it?`)
      const built = code.replace(exported, 'const builtStartManifest = () => (')
      return `import { withScriptsAfterFirstPaint } from ${JSON.stringify(import.meta.filename)}\n${built}\nconst rewritten = withScriptsAfterFirstPaint(builtStartManifest())\nexport const tsrStartManifest = () => rewritten\n`
    },
  }
}
