import { describe, expect, it } from 'vitest'
import { classifyNavigation } from './navigation-target.ts'

const base = 'https://www.casinokompass.de/casino-boni/'

describe('classifyNavigation', () => {
  it.each([
    ['/casino-boni/', { kind: 'internal', href: '/casino-boni/' }],
    ['/casino-boni/?a=1#faq', { kind: 'internal', href: '/casino-boni/?a=1#faq' }],
    ['https://www.casinokompass.de/freispiele/', { kind: 'internal', href: '/freispiele/' }],
    ['#faq', { kind: 'internal', href: '/casino-boni/#faq' }],
  ])('routes same-origin %s inside the app', (target, expected) => {
    expect(classifyNavigation(target, { base })).toEqual(expected)
  })

  it('refuses an external URL unless explicitly allowed', () => {
    expect(classifyNavigation('https://example.com/', { base }).kind).toBe('refused')
    expect(classifyNavigation('//example.com/', { base }).kind).toBe('refused')
    expect(classifyNavigation('https://example.com/', { base, allowExternal: true })).toEqual({
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
    expect(classifyNavigation(target, { base, allowExternal: true }).kind).toBe('refused')
  })
})
