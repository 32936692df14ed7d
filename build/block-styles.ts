// Every block's stylesheet in the one stylesheet pages load, with no list kept by hand: app.css
// marks the place, and this plugin writes there an @import of each stylesheet in a block's folder
// (app/blocks/<block>/*.css, by path), which Vite then inlines like any other import. A block's
// styles are scoped to its own classes, so their order among blocks does not matter.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export const blockStylesMarker = '/* every block stylesheet (build/block-styles.ts) */'

/** The stylesheets in the block folders, relative to blocksDir, in path order. */
export function blockStylesheets(blocksDir: string): string[] {
  return readdirSync(blocksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
}

/** The stylesheet with the marker replaced by an @import of every block stylesheet. */
export function withBlockStyles(css: string, cssFile: string, blocksDir: string): string {
  if (!css.includes(blockStylesMarker)) return css
  const fromCss = path.relative(path.dirname(cssFile), blocksDir).split(path.sep).join('/')
  const imports = blockStylesheets(blocksDir).map((file) => `@import "${fromCss}/${file}";`)
  return css.replace(blockStylesMarker, imports.join('\n'))
}

export function blockStylesPlugin(): Plugin {
  return {
    name: 'block-styles',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('/app/styles/app.css')) return undefined
      const blocksDir = path.resolve(path.dirname(file), '../blocks')
      for (const stylesheet of blockStylesheets(blocksDir)) this.addWatchFile(path.join(blocksDir, stylesheet))
      return { code: withBlockStyles(code, file, blocksDir), map: null }
    },
  }
}
