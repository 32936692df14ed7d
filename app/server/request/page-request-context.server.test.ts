import { describe, expect, test } from 'vitest'
import { exampleConsentRecord } from '../../../tests/support/consent-fixtures.ts'
import { doorOf, germanSiteRules, movedCasinoBoni } from '../../../tests/support/page-request-door.ts'
import { createPreviewToken, verifyPreviewToken } from '../content/preview-token.server.ts'

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers })
const contextOf = async (path: string, headers: Record<string, string> = {}, rules = germanSiteRules) =>
  (await doorOf(request(path, headers), rules))?.context

describe('pageRequestAtTheDoor', () => {
  test('what a server route or server function answers, or another method than GET or HEAD, gets no context; everything the router renders does', async () => {
    for (const path of ['/api/content/menus?locale=de-DE', '/api/user-events', '/go/casino-one/', '/_serverFn/abc'])
      expect(await doorOf(request(path))).toBeUndefined()
    for (const method of ['POST', 'OPTIONS', 'DELETE'])
      expect(await doorOf(new Request('http://localhost:3000/', { method }))).toBeUndefined()
    for (const path of ['/', '/casino-boni/', '/gibt-es-nicht/', '/_blocks/', '/favicon.txt'])
      expect(await contextOf(path)).toMatchObject({ website: germanSiteRules.website, country: { locale: 'de-DE' } })
  })

  test('the route: a page of the route table, an unknown path, and only page paths are resolved', async () => {
    expect((await contextOf('/casino-boni/'))?.route).toMatchObject({ kind: 'page', route: { path: '/casino-boni/' } })
    expect((await contextOf('/gibt-es-nicht/'))?.route).toMatchObject({ kind: 'not-found' })
    expect((await contextOf('/_blocks/'))?.route).toMatchObject({ kind: 'not-found' })
  })

  test('a page the CMS moved is its route at the new path', async () => {
    const moved = await contextOf('/bonus-ratgeber/', {}, { ...germanSiteRules, contentSource: movedCasinoBoni })
    expect(moved?.route).toMatchObject({ kind: 'moved', route: { name: 'casino-boni', path: '/bonus-ratgeber/' } })
  })

  test('the consent class is read from the first cookie of each name, and Sec-GPC', async () => {
    const consent = encodeURIComponent(JSON.stringify({ ...exampleConsentRecord, marketing: true }))
    const declined = encodeURIComponent(JSON.stringify({ ...exampleConsentRecord, marketing: false }))
    const context = await contextOf('/', { cookie: `_ga=1; consent=${consent}; consent=${declined}`, 'sec-gpc': '1' })
    expect(context?.consentClass).toMatchObject({ stored: { marketing: true }, globalPrivacyControl: true })
  })

  test('the render is given only the cookies it reads and Sec-GPC', async () => {
    const consent = encodeURIComponent(JSON.stringify(exampleConsentRecord))
    const door = await doorOf(
      request('/', { cookie: `_ga=1; consent=${consent}; other=2`, 'sec-gpc': '1', 'x-a': 'b' }),
    )
    expect([...(door?.renderHeaders.entries() ?? [])]).toEqual([
      ['cookie', `consent=${consent}`],
      ['sec-gpc', '1'],
    ])
  })

  test('a preview token is checked once, for the page it asks for', async () => {
    const secret = 'a-preview-secret-of-the-test-only'
    const rules = {
      ...germanSiteRules,
      verifyPreview: (token: string, path: string) => verifyPreviewToken(secret, token, path),
    }
    const token = createPreviewToken(secret, '/neue-casinos/', new Date(Date.now() + 3_600_000))
    const preview = async (path: string) => (await contextOf(`${path}?preview=${token}`, {}, rules))?.preview
    expect(await preview('/neue-casinos/')).toEqual({ token, check: { ok: true } })
    expect(await preview('/casino-boni/')).toEqual({ token, check: { ok: false, reason: 'other-path' } })
    expect(await preview('/_blocks/')).toBeUndefined()
    expect((await contextOf('/neue-casinos/'))?.preview).toBeUndefined()
    expect((await contextOf('/neue-casinos/?preview=x'))?.preview).toEqual({
      token: 'x',
      check: { ok: false, reason: 'preview-off' },
    })
  })
})
