// What a page makes the browser load up front: the scripts, module preloads and stylesheets its
// server-rendered HTML names, plus every chunk those modules import statically (the browser must
// fetch them before the entry runs). Sizes are gzip (level 9) of the files in dist/client.
// Dynamic imports (lazy blocks, the locale catalog, Sentry) load later and are not counted.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export type FirstLoad = { js: Map<string, number>; css: Map<string, number> }

const clientDir = 'dist/client'

const gzipSize = (path: string) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length

/** Asset paths (/assets/…) the HTML names in script src, modulepreload and stylesheet links. */
export function assetsNamedIn(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if (!url?.startsWith('/')) continue
    if (/^<script/.test(tag) || /rel="modulepreload"/.test(tag)) js.add(url)
    else if (/rel="stylesheet"/.test(tag)) css.add(url)
  }
  return { js: [...js], css: [...css] }
}

/** The static import closure of the named modules (minified chunks import './name.js'). */
function withStaticImports(entries: string[]): string[] {
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    const code = readFileSync(join(clientDir, url), 'utf8')
    // `import{a}from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    for (const [, relative] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
      visit(new URL(relative ?? '', `http://x${url}`).pathname)
  }
  for (const entry of entries) visit(entry)
  return [...seen]
}

export function firstLoad(html: string): FirstLoad {
  const named = assetsNamedIn(html)
  return {
    js: new Map(withStaticImports(named.js).map((url) => [url, gzipSize(url)])),
    css: new Map(named.css.map((url) => [url, gzipSize(url)])),
  }
}

export const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0)

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The budget of issue 7 for the home page `/`. */
export const homeBudget = { js: 150 * 1024, css: 30 * 1024 }
