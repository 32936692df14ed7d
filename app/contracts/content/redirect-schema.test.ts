import { expect, test } from 'vitest'
import { redirectSchema } from './redirect-schema.ts'

const accepts = (from: string, to: string) => redirectSchema.safeParse({ id: 'r', from, to }).success

test('a redirect leads from a path of the site to another path of the site', () => {
  expect(accepts('/alt/', '/neu/')).toBe(true)
  expect(accepts('/a/b/', '/')).toBe(true)
})

test('never off the site, never to itself, only canonical page paths', () => {
  expect(accepts('/alt/', 'https://evil.example/')).toBe(false)
  expect(accepts('/alt/', '//evil.example/')).toBe(false)
  expect(accepts('/alt/', '/neu')).toBe(false)
  expect(accepts('/alt/', '/neu/?x=1')).toBe(false)
  expect(accepts('/alt/', '/alt/')).toBe(false)
  expect(accepts('https://example.com/alt/', '/neu/')).toBe(false)
})
