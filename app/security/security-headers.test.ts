import { describe, expect, test } from 'vitest'
import { pageContentSecurityPolicy } from './content-security-policy.ts'
import { withSecurityHeaders } from './security-headers.ts'

describe('withSecurityHeaders', () => {
  test('adds the static headers and the closed policy; HSTS only in production', () => {
    const production = withSecurityHeaders(Response.json({ ok: true }), 'production')
    expect(production.headers.get('x-content-type-options')).toBe('nosniff')
    expect(production.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(production.headers.get('permissions-policy')).toMatch(
      /^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/,
    )
    expect(production.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(production.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(withSecurityHeaders(new Response('x'), 'preview').headers.has('strict-transport-security')).toBe(false)
  })

  test("keeps a page's own policy, enforced or (in development) report-only", () => {
    const policy = pageContentSecurityPolicy('abc')
    const page = new Response('<html></html>', { headers: { 'content-security-policy': policy } })
    expect(withSecurityHeaders(page, 'production').headers.get('content-security-policy')).toBe(policy)
    const developmentPage = new Response('<html></html>', {
      headers: { 'content-security-policy-report-only': policy },
    })
    expect(withSecurityHeaders(developmentPage, 'development').headers.has('content-security-policy')).toBe(false)
  })

  test('copies a response whose headers cannot change (Response.redirect)', () => {
    const redirect = withSecurityHeaders(Response.redirect('https://www.casinokompass.de/a/', 308), 'production')
    expect(redirect.status).toBe(308)
    expect(redirect.headers.get('location')).toBe('https://www.casinokompass.de/a/')
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('pageContentSecurityPolicy', () => {
  test('scripts and styles: own origin and the nonce; nothing may frame the page', () => {
    const policy = pageContentSecurityPolicy('n0nce', { 'script-src': ['https://*.clarity.ms'] })
    expect(policy).toContain("script-src 'self' 'nonce-n0nce' https://*.clarity.ms;")
    expect(policy).toContain("style-src 'self' 'nonce-n0nce';")
    expect(policy).toContain("frame-src 'none';")
    expect(policy).toContain("object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-eval')
  })
})
