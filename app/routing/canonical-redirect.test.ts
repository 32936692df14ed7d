import { expect, test } from 'vitest'
import { canonicalRedirectLocation } from './canonical-redirect.ts'

test.each([
  ['/casino-boni', '/casino-boni/'],
  ['/casino-boni?page=2', '/casino-boni/?page=2'],
  ['/casino-boni/', undefined],
  ['/', undefined],
  // Would become "//evil.example/", which a browser follows to another host: no redirect, the router's 404.
  ['//evil.example', undefined],
])('%s redirects to %s', (path, location) => {
  // As the server sees it: the request's absolute URL, its path as sent.
  expect(canonicalRedirectLocation(new URL(`https://www.casinokompass.de${path}`))).toBe(location)
})
