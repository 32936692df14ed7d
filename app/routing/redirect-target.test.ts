import { expect, test } from 'vitest'
import { redirectTarget } from './redirect-target.ts'

test('a redirected path leads to its target; any other path to none', () => {
  const redirects = [{ from: '/alt/', to: '/neu/' }]
  expect(redirectTarget(redirects, '/alt/')).toBe('/neu/')
  expect(redirectTarget(redirects, '/neu/')).toBeUndefined()
  expect(redirectTarget([], '/alt/')).toBeUndefined()
})

test('a chain collapses to its end in one hop', () => {
  const redirects = [
    { from: '/b/', to: '/c/' },
    { from: '/a/', to: '/b/' },
    { from: '/c/', to: '/d/' },
  ]
  expect(redirectTarget(redirects, '/a/')).toBe('/d/')
  expect(redirectTarget(redirects, '/c/')).toBe('/d/')
})

test('a loop leads nowhere', () => {
  const loop = [
    { from: '/a/', to: '/b/' },
    { from: '/b/', to: '/a/' },
  ]
  expect(redirectTarget(loop, '/a/')).toBeUndefined()
  const long = Array.from({ length: 20 }, (_, index) => ({ from: `/p${index}/`, to: `/p${index + 1}/` }))
  expect(redirectTarget(long, '/p0/')).toBeUndefined()
})
