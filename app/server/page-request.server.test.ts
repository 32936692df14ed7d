import { describe, expect, test } from 'vitest'
import { exampleConsentRecord } from '../../tests/support/consent-fixtures.ts'
import { doorOf, movedCasinoBoni, germanSiteRules as rules } from '../../tests/support/page-request-door.ts'
import type { ConsentRecord } from '../consent/consent-record.ts'
import { renderCookieNames } from '../consent/render-cookies.ts'
import { parseCookieHeader } from '../lib/cookies.ts'
import { cacheablePageRequest as keyedPageRequest } from './page-request.server.ts'
import type { PageRequestRules } from './request/page-request-context.server.ts'

/** The page cache's answer for a request, from what the door works out of it. */
const cacheablePageRequest = async (request: Request, pageRules: PageRequestRules) =>
  keyedPageRequest(request, await doorOf(request, pageRules))
const record = (changes: Partial<ConsentRecord> = {}) =>
  encodeURIComponent(JSON.stringify({ ...exampleConsentRecord, ...changes }))
const consent = record()
const anotherVisitor = { id: '0b8e4d2c-6a1f-4e3b-8c7d-9e0f1a2b3c4d', givenAt: '2026-12-01T08:30:00.000Z' }
const geolocation = encodeURIComponent(JSON.stringify({ 'viewer-country': 'US' }))
const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost:3000${path}`, { method, headers })
const keyOf = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  (await cacheablePageRequest(request(path, headers, method), rules))?.key

describe('cacheablePageRequest', () => {
  test('refuses other methods, anything but a page of the site, draft previews, non-HTML accepts', async () => {
    expect(await keyOf('/casino-boni/')).toBeDefined()
    expect(await keyOf('/', {}, 'POST')).toBeUndefined()
    expect(await keyOf('/go/casino-one/?to=https://example.com/')).toBeUndefined()
    expect(await keyOf('/gibt-es-nicht/')).toBeUndefined()
    expect(await keyOf('/casino-boni')).toBeUndefined()
    expect(await keyOf('/', {}, 'OPTIONS')).toBeUndefined()
    expect(await keyOf('/api/content/menus?locale=de-DE')).toBeUndefined()
    expect(await keyOf('/_serverFn/abc')).toBeUndefined()
    expect(await keyOf('/_blocks/')).toBeUndefined()
    expect(await keyOf('/neue-casinos/?preview=token')).toBeUndefined()
    expect(await keyOf('/neue-casinos/?preview=')).toBeUndefined()
    expect(await keyOf('/', { accept: 'application/json' })).toBeUndefined()
    expect(await keyOf('/', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })).toBeDefined()
  })

  test('keys on the path and the consent class; GET and HEAD share a page', async () => {
    const plain = await keyOf('/')
    expect(await keyOf('/', {}, 'HEAD')).toBe(plain)
    expect(await keyOf('/casino-boni/')).not.toBe(plain)
    expect(await keyOf('/', { cookie: `consent=${consent}` })).not.toBe(plain)
    expect(await keyOf('/', { cookie: `geolocation=${geolocation}` })).not.toBe(plain)
    expect(await keyOf('/', { 'sec-gpc': '1' })).not.toBe(plain)
  })

  test("returning visitors of one class share a key: the record's id and date do not split it", async () => {
    const visitor = (id: string, extra = '') => keyOf('/', { cookie: `consent=${id}${extra}` })
    const first = await visitor(consent)
    expect(await visitor(record(anotherVisitor))).toBe(first)
    expect(
      await visitor(record({ ...anotherVisitor, id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180706' }), '; _ga=GA1.1.9'),
    ).toBe(first)
    // Another choice, another revision, the EU rule or GPC: another class.
    expect(await visitor(record({ ...anotherVisitor, marketing: true }))).not.toBe(first)
    expect(await visitor(record({ ...anotherVisitor, policyRevision: 2 }))).not.toBe(first)
    expect(await visitor(consent, `; geolocation=${geolocation}`)).not.toBe(first)
    expect(await keyOf('/', { cookie: `consent=${consent}`, 'sec-gpc': '1' })).not.toBe(first)
    // A record that does not parse is no choice, as the render reads it.
    expect(await visitor(encodeURIComponent('{"id":"x","marketing":true}'))).toBe(await keyOf('/'))
  })

  test('campaign parameters and the Host do not split the key: the render reads neither', async () => {
    const plain = await keyOf('/')
    expect(await keyOf('/?gclid=Cj0KCQiA-unique-1')).toBe(plain)
    expect(await keyOf('/?utm_source=x&utm_campaign=y&msclkid=z')).toBe(plain)
    expect((await cacheablePageRequest(new Request('http://other.example/'), rules))?.key).toBe(plain)
    const rendered = await cacheablePageRequest(new Request('http://evil.example/casino-boni/?gclid=1&a=b'), rules)
    expect(rendered?.renderRequest().url).toBe(`${new URL('/casino-boni/', rules.website.url)}`)
  })

  test("a list's own parameters split the key, normalised; the render gets them and nothing else", async () => {
    const filtered = await keyOf('/echtgeld-casinos/?payment=trustly&feature=mobile&feature=live&sort=wagering')
    expect(filtered).not.toBe(await keyOf('/echtgeld-casinos/'))
    expect(await keyOf('/echtgeld-casinos/?sort=wagering&feature=live&gclid=1&feature=mobile&payment=trustly')).toBe(
      filtered,
    )
    // A value the list drops is dropped from the key too.
    expect(await keyOf('/echtgeld-casinos/?sort=cheapest&maxWagering=lots')).toBe(await keyOf('/echtgeld-casinos/'))
    const rendered = await cacheablePageRequest(
      request('/echtgeld-casinos/?utm_source=x&sort=wagering&payment=trustly&unknown=1'),
      rules,
    )
    expect(rendered?.renderRequest().url).toBe(
      `${new URL('/echtgeld-casinos/?payment=trustly&sort=wagering', rules.website.url)}`,
    )
    expect(rendered?.path).toBe('/echtgeld-casinos/')
  })

  test('cookies the render does not read do not split the key; order and spacing do not either', async () => {
    const both = await keyOf('/', { cookie: `consent=${consent}; geolocation=${geolocation}` })
    expect(
      await keyOf('/', { cookie: `_ga=GA1.1.1; geolocation=${geolocation};consent=${consent}; uniqueUserId=u1` }),
    ).toBe(both)
    expect(await keyOf('/', { cookie: 'uniqueUserId=u2; viewed_products=1,2' })).toBe(await keyOf('/'))
  })

  test('the first cookie of a name counts, as it does for the render', async () => {
    const other = record({ ...anotherVisitor, marketing: true })
    expect(await keyOf('/', { cookie: `consent=${consent}; consent=${other}` })).toBe(
      await keyOf('/', { cookie: `consent=${consent}` }),
    )
  })

  test('the render gets a GET with only the render cookies (reading the same values) and Sec-GPC', async () => {
    const pageRequest = await cacheablePageRequest(
      request(
        '/casino-boni/',
        { cookie: `_ga=1; consent=${consent}; geolocation=${geolocation}`, 'sec-gpc': '1', 'x-other': 'y' },
        'HEAD',
      ),
      rules,
    )
    const rendered = pageRequest?.renderRequest()
    expect(rendered?.method).toBe('GET')
    expect(rendered?.url).toBe(`${new URL('/casino-boni/', rules.website.url)}`)
    expect([...(rendered?.headers.keys() ?? [])].sort()).toEqual(['cookie', 'sec-gpc'])
    expect(parseCookieHeader(rendered?.headers.get('cookie'))).toEqual(
      new Map([
        ['consent', decodeURIComponent(consent)],
        ['geolocation', decodeURIComponent(geolocation)],
      ]),
    )
  })

  test('the render cookies follow GEOLOCATION_COOKIE_NAME', async () => {
    const renamed = {
      ...rules,
      renderCookies: renderCookieNames('cf-geo'),
    }
    const key = async (cookie: string) => (await cacheablePageRequest(request('/', { cookie }), renamed))?.key
    expect(await key(`cf-geo=${geolocation}`)).not.toBe(await key(''))
    expect(await key(`geolocation=${geolocation}`)).toBe(await key(''))
  })

  test('a page the CMS moved is a page at its new path, and only there', async () => {
    const moved = { ...rules, contentSource: movedCasinoBoni }
    expect(await cacheablePageRequest(request('/bonus-ratgeber/'), moved)).toMatchObject({ path: '/bonus-ratgeber/' })
    expect(await cacheablePageRequest(request('/bonus-ratgeber/?preview=token'), moved)).toBeUndefined()
    expect(await cacheablePageRequest(request('/anderswo/'), moved)).toBeUndefined()
    expect(await keyOf('/bonus-ratgeber/')).toBeUndefined()
  })
})
