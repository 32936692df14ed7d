import { describe, expect, test } from 'vitest'
import { foreignHost, openRedirectTargets } from '../../tests/support/open-redirect-vectors.ts'
import { canonicalRedirectLocation } from '../routing/canonical-redirect.ts'
import { isSameOriginPath } from './same-origin-location.ts'

const site = 'https://www.casinokompass.de'
/** Where a browser would go for this Location on our site. */
const followed = (location: string) => new URL(location, `${site}/some/page/`)

describe('isSameOriginPath', () => {
  test.each(openRedirectTargets)('%j is refused or stays on the site', (target) => {
    if (isSameOriginPath(target)) expect(followed(target).origin).toBe(site)
  })

  test.each([`//${foreignHost}`, `/\\${foreignHost}`, `/\t/${foreignHost}`, 'javascript:alert(1)', 'casino-boni/', ''])(
    '%j is refused',
    (target) => expect(isSameOriginPath(target)).toBe(false),
  )

  test.each(['/', '/casino-boni/', '/casino-boni/?page=2&q=a%20b', '/%2F%2Fnot-a-host/', '/javascript:alert(1)/'])(
    '%j is a path on the site',
    (target) => expect(isSameOriginPath(target)).toBe(true),
  )
})

describe('canonicalRedirectLocation', () => {
  // As the server sees a request whose raw path is the target (after the URL parser's normalising).
  const requestUrl = (rawPath: string) => new URL(`${site}${rawPath.startsWith('/') ? '' : '/'}${rawPath}`)

  test.each(openRedirectTargets)('a request for %j is redirected only on the site', (target) => {
    const location = canonicalRedirectLocation(requestUrl(target))
    if (location !== undefined) expect(followed(location).origin).toBe(site)
  })

  test('a protocol-relative path gets no redirect (it would become //host/)', () => {
    expect(canonicalRedirectLocation(requestUrl(`//${foreignHost}`))).toBeUndefined()
    expect(canonicalRedirectLocation(requestUrl(`/\\${foreignHost}`))).toBeUndefined()
  })

  test('an ordinary page URL is redirected to its trailing-slash form, query kept', () => {
    expect(canonicalRedirectLocation(requestUrl('/casino-boni?page=2'))).toBe('/casino-boni/?page=2')
    expect(canonicalRedirectLocation(requestUrl('/casino-boni/'))).toBeUndefined()
  })
})
