import { describe, expect, test } from 'vitest'
import { isPagePath, isServerRoutePath, pathKindOf } from './path-kind.ts'

describe('what answers a path', () => {
  test.each([
    ['/', 'page'],
    ['/online-casinos/', 'page'],
    ['/impressum', 'page'],
    ['/go/nordlicht-casino/', 'click-out'],
    ['/go/logo.png', 'click-out'],
    ['/api/content/pages', 'content-api'],
    ['/api/signups', 'api'],
    ['/api/media.json', 'api'],
    ['/_serverFn/abc', 'server-function'],
    ['/assets/main-1a2b.js', 'asset'],
    ['/robots.txt', 'asset'],
    ['/casinos/logo.PNG', 'asset'],
    ['/_blocks', 'other'],
    ['/healthz', 'other'],
    ['/readyz', 'other'],
  ] as const)('%s: %s', (pathname, kind) => {
    expect(pathKindOf(pathname)).toBe(kind)
    expect(isPagePath(pathname)).toBe(kind === 'page')
  })

  test('server routes and functions answer theirs; the page route renders the rest, files and the gallery included', () => {
    expect(['/api/x', '/api/content/menus', '/go/x/', '/_serverFn/x'].map(isServerRoutePath)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['/', '/robots.txt', '/_blocks', '/healthz'].map(isServerRoutePath)).toEqual([false, false, false, false])
  })
})
