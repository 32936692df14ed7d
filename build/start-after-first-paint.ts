// The browser starts downloading the build's JavaScript once the page's first frame is painted,
// not while the HTML streams in. TanStack Start puts the entry and its imports into
// <link rel="modulepreload"> tags in the head and a module script at the end of the body, so on a
// slow connection ~185 KB of script shared the bandwidth with the HTML, the stylesheet and the
// logos the first paint needs. This plugin rewrites Start's build manifest at build time: the root
// route's preloads and entry script become one small inline script that, after the first frame,
// adds the same preloads and imports the same entry. Pages paint from their server HTML alone and
// hydrate right after (docs/decisions/022-scripts-after-first-paint.md).
import type { Plugin } from 'vite'

/** The part of Start's manifest this changes: its routes' preloads and scripts. */
export type StartManifest = {
  routes: Record<string, { preloads?: string[]; scripts?: { attrs?: Record<string, unknown>; children?: string }[] }>
}

/**
 * Runs in the page, as the inline script's whole code: adds the modulepreload links, then imports
 * the entry, one frame after the first paint. A hidden tab paints nothing, so it starts at once; a
 * document that gets no frames though visible (a hidden iframe) starts after a second.
 */
export function startAfterFirstPaint(entry: string, preloads: string[]): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
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
  const preloads = root.preloads ?? [src]
  const loader = {
    children: `(${startAfterFirstPaint.toString()})(${JSON.stringify(src)},${JSON.stringify(preloads)})`,
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
