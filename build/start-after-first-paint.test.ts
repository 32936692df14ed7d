import { describe, expect, test } from 'vitest'
import { type StartManifest, withScriptsAfterFirstPaint } from './start-after-first-paint.ts'

const built: StartManifest = {
  routes: {
    __root__: {
      preloads: [
        '/assets/index-a.js',
        '/assets/shared-b.js',
        '/assets/rolldown-runtime-d.js',
        '/assets/libraries-e.js',
      ],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-a.js' } }],
    },
    '/$': { preloads: ['/assets/route-c.js'] },
  },
}

describe('withScriptsAfterFirstPaint', () => {
  const rewritten = withScriptsAfterFirstPaint(built)
  const root = rewritten.routes.__root__

  test("moves the root preloads and entry into one inline loader script, the chunks in their layers' order", () => {
    expect(root?.preloads).toBeUndefined()
    expect(root?.scripts).toHaveLength(1)
    const loader = root?.scripts?.[0]
    expect(loader?.attrs).toBeUndefined()
    expect(loader?.children).toMatch(/^\(function startAfterFirstPaint\(/)
    expect(loader?.children).toContain(
      '("/assets/index-a.js",["/assets/rolldown-runtime-d.js","/assets/libraries-e.js","/assets/shared-b.js"],function yieldToMain(',
    )
  })

  test('refuses an entry that imports a chunk in no layer: the loader would not know when to evaluate it', () => {
    const stray: StartManifest = {
      routes: { __root__: { ...built.routes.__root__, preloads: ['/assets/index-a.js', '/assets/route-c.js'] } },
    }
    expect(() => withScriptsAfterFirstPaint(stray)).toThrow(/imports \/assets\/route-c\.js, which is in no chunk layer/)
  })

  test("leaves other routes' preloads and the built manifest alone", () => {
    expect(rewritten.routes['/$']).toEqual({ preloads: ['/assets/route-c.js'] })
    expect(built.routes.__root__?.preloads).toHaveLength(4)
  })

  test('refuses a manifest without a root entry script, so a changed Start format fails the build', () => {
    expect(() => withScriptsAfterFirstPaint({ routes: { __root__: { preloads: [] } } })).toThrow(/no root entry script/)
  })
})
