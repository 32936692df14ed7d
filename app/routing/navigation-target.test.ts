import { describe, expect, it } from 'vitest'
import { classifyNavigation } from './navigation-target.ts'

const origin = 'https://www.casinokompass.de'

describe('classifyNavigation', () => {
  it.each([
    ['/casino-boni/', { kind: 'internal', href: '/casino-boni/' }],
    ['/casino-boni/?a=1#faq', { kind: 'internal', href: '/casino-boni/?a=1#faq' }],
    ['https://www.casinokompass.de/freispiele/', { kind: 'internal', href: '/freispiele/' }],
    ['#faq', { kind: 'internal', href: '/#faq' }],
  ])('routes same-origin %s inside the app', (target, expected) => {
    expect(classifyNavigation(target, { origin })).toEqual(expected)
  })

  it('refuses an external URL unless explicitly allowed', () => {
    expect(classifyNavigation('https://example.com/', { origin }).kind).toBe('refused')
    expect(classifyNavigation('//example.com/', { origin }).kind).toBe('refused')
    expect(classifyNavigation('https://example.com/', { origin, allowExternal: true })).toEqual({
      kind: 'external',
      href: 'https://example.com/',
    })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('always refuses the script-like %s, even when external is allowed', (target) => {
    expect(classifyNavigation(target, { origin, allowExternal: true }).kind).toBe('refused')
  })
})
