import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { mintCspNonce } from '../../app/server/runtime/mint-csp-nonce.server.ts'
import { nonceIn, renderedPage } from '../../tests/support/test-page.ts'
import { answerFromPage, cachedPageFrom } from './cached-page.ts'

const get = (headers: Record<string, string> = {}) => new Request('http://localhost/', { headers })

describe('cachedPageFrom', () => {
  test('keeps a public 200 HTML page with one nonce', async () => {
    expect('page' in (await cachedPageFrom(renderedPage('kept')))).toBe(true)
  })

  test.each([
    ['a 404', renderedPage('gone', {}, 404)],
    ['a 503', renderedPage('down', { 'cache-control': 'no-store' }, 503)],
    ['a draft (no-store)', renderedPage('draft', { 'cache-control': 'no-store' })],
    ['a private page', renderedPage('mine', { 'cache-control': 'private, max-age=0' })],
    ['a page without Cache-Control', renderedPage('unsaid', { 'cache-control': '' })],
    ['a page setting a cookie', renderedPage('cookie', { 'set-cookie': 'a=1' })],
    ['a page varying on what the key ignores', renderedPage('lang', { vary: 'Cookie, Accept-Language' })],
    ['a page varying on everything', renderedPage('any', { vary: '*' })],
    ['JSON', renderedPage('{}', { 'content-type': 'application/json' })],
    ['an encoded body', renderedPage('gz', { 'content-encoding': 'gzip' })],
    ['a page without a nonce', renderedPage('none', { 'content-security-policy': "default-src 'self'" })],
    [
      'a page with two nonces',
      renderedPage('two', { 'content-security-policy': "script-src 'nonce-AAAA'; style-src 'nonce-BBBB'" }),
    ],
  ])('refuses %s, handing the response back as it came', async (_, response) => {
    const result = await cachedPageFrom(response)
    expect('response' in result && result.response).toBe(response)
    expect(response.bodyUsed).toBe(false)
  })
})

describe('answerFromPage', () => {
  test('each answer carries its own nonce in the policy and the body, none of the stored one', async () => {
    const rendered = renderedPage('<h1>Casinos</h1>')
    const stored = nonceIn(rendered.headers.get('content-security-policy'))
    const kept = await cachedPageFrom(rendered)
    if (!('page' in kept) || !stored) throw new Error('the page is kept')
    const answer = answerFromPage(kept.page, get(), 'FRESHnonceFRESHnonce00==', 12.7)
    const html = await answer.text()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-FRESHnonceFRESHnonce00=='; style-src 'self' 'nonce-FRESHnonceFRESHnonce00=='",
    )
    expect(html).not.toContain(stored)
    expect(html.split('FRESHnonceFRESHnonce00==')).toHaveLength(3)
    expect(html).toContain('<h1>Casinos</h1>')
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(answer.headers.get('vary')).toBe('Cookie, Sec-GPC, Accept-Encoding')
    expect(answer.headers.get('age')).toBe('12')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('gzipped for a client that takes gzip, with the gzip length; never for HEAD', async () => {
    const kept = await cachedPageFrom(renderedPage('<h1>Casinos</h1>'))
    if (!('page' in kept)) throw new Error('the page is kept')
    const nonce = mintCspNonce()
    const answer = answerFromPage(kept.page, get({ 'accept-encoding': 'gzip, br' }), nonce, 0)
    const body = Buffer.from(await answer.arrayBuffer())
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(answer.headers.get('content-length')).toBe(String(body.length))
    expect(gunzipSync(body).toString()).toContain(`<script nonce="${nonce}">`)
    const head = new Request('http://localhost/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
    expect(answerFromPage(kept.page, head, nonce, 0).headers.get('content-encoding')).toBeNull()
  })
})
