import { describe, expect, test } from 'vitest'
import { type StartManifest, withScriptsAfterFirstPaint } from './start-after-first-paint.ts'

const built: StartManifest = {
  routes: {
    __root__: {
      preloads: ['/assets/index-a.js', '/assets/shared-b.js'],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-a.js' } }],
    },
    '/$': { preloads: ['/assets/route-c.js'] },
  },
}

describe('withScriptsAfterFirstPaint', () => {
  const rewritten = withScriptsAfterFirstPaint(built)
  const root = rewritten.routes.__root__

  test('moves the root preloads and entry into one inline loader script', () => {
    expect(root?.preloads).toBeUndefined()
    expect(root?.scripts).toHaveLength(1)
    const loader = root?.scripts?.[0]
    expect(loader?.attrs).toBeUndefined()
    expect(loader?.children).toMatch(/^\(function startAfterFirstPaint\(/)
    expect(loader?.children).toContain('("/assets/index-a.js",["/assets/index-a.js","/assets/shared-b.js"])')
  })

  test("leaves other routes' preloads and the built manifest alone", () => {
    expect(rewritten.routes['/$']).toEqual({ preloads: ['/assets/route-c.js'] })
    expect(built.routes.__root__?.preloads).toHaveLength(2)
  })

  test('refuses a manifest without a root entry script, so a changed Start format fails the build', () => {
    expect(() => withScriptsAfterFirstPaint({ routes: { __root__: { preloads: [] } } })).toThrow(/no root entry script/)
  })
})
