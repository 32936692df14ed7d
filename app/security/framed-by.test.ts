import { describe, expect, test } from 'vitest'
import { nonPageContentSecurityPolicy, pageContentSecurityPolicy, policyFramedBy } from './content-security-policy.ts'
import { responseFramedBy } from './framed-by.ts'

const directives = (policy: string | null) => (policy ?? '').split('; ')

describe('framing by the CMS', () => {
  test("a page's policy names the origin in frame-ancestors instead of 'none', and changes nothing else", () => {
    const policy = pageContentSecurityPolicy('abc', { 'script-src': ['https://www.clarity.ms'] })
    const framed = policyFramedBy(policy, 'https://cms.example.com')
    expect(directives(framed)).toContain('frame-ancestors https://cms.example.com')
    expect(framed).not.toContain("frame-ancestors 'none'")
    expect(directives(framed).filter((directive) => !directive.startsWith('frame-ancestors'))).toEqual(
      directives(policy).filter((directive) => !directive.startsWith('frame-ancestors')),
    )
  })

  test('by default nothing may frame a page or any other answer', () => {
    expect(directives(pageContentSecurityPolicy('abc'))).toContain("frame-ancestors 'none'")
    expect(directives(nonPageContentSecurityPolicy)).toContain("frame-ancestors 'none'")
  })

  test('a response keeps its status, body and other headers; the report-only policy of development too', async () => {
    const response = new Response('<p>draft</p>', {
      status: 503,
      headers: {
        'content-security-policy-report-only': pageContentSecurityPolicy('abc'),
        'cache-control': 'no-store',
      },
    })
    const framed = responseFramedBy(response, 'http://localhost:3001')
    expect(framed.status).toBe(503)
    expect(framed.headers.get('cache-control')).toBe('no-store')
    expect(await framed.text()).toBe('<p>draft</p>')
    expect(directives(framed.headers.get('content-security-policy-report-only'))).toContain(
      'frame-ancestors http://localhost:3001',
    )
    expect(framed.headers.has('content-security-policy')).toBe(false)
  })

  test('a response whose headers cannot change is copied', () => {
    const redirect = Response.redirect('https://www.casinokompass.de/', 302)
    expect(responseFramedBy(redirect, 'https://cms.example.com').status).toBe(302)
  })
})
