import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { blockStylesheets, blockStylesMarker, withBlockStyles } from './block-styles.ts'

const appCss = path.resolve('app/styles/app.css')
const blocksDir = path.resolve('app/blocks')

describe('block stylesheets', () => {
  test('the stylesheet pages load marks where the block stylesheets go, and names none by hand', () => {
    const css = readFileSync(appCss, 'utf8')
    expect(css).toContain(blockStylesMarker)
    expect(css).not.toMatch(/@import "[^"]*blocks\//)
  })

  test('every stylesheet in a block folder is imported at the marker, after the UI kit and before the site', () => {
    const css = withBlockStyles(readFileSync(appCss, 'utf8'), appCss, blocksDir)
    const imports = [...css.matchAll(/@import "(.+?)";/g)].map((match) => match[1])
    expect(blockStylesheets(blocksDir)).toEqual(
      expect.arrayContaining(['hero/hero.css', 'video-embed/video-embed.css']),
    )
    expect(imports).toEqual([
      './base.css',
      '../ui/cards.css',
      ...blockStylesheets(blocksDir).map((file) => `../blocks/${file}`),
      './site.css',
    ])
  })

  test('a stylesheet without the marker is left as it is', () => {
    expect(withBlockStyles('a { color: red }', appCss, blocksDir)).toBe('a { color: red }')
  })
})
