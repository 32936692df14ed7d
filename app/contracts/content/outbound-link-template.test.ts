import { describe, expect, test } from 'vitest'
import { makeProduct } from '../../../tests/support/product-fixtures.ts'
import { fillOutboundLink, outboundLinkProblem } from './outbound-link-template.ts'
import { productSchema } from './schemas.ts'

const domains = { own: 'nordlicht-casino.de', network: 'partner.example' }

describe('outboundLinkProblem', () => {
  test.each([
    'https://www.nordlicht-casino.de/?subid={subId}&clickref={clickId}',
    'https://nordlicht-casino.de/willkommen/',
    'https://track.partner.example/c/7?btag=123&subid={subId}&clickref={clickId}',
  ])('accepts %s', (template) => {
    expect(outboundLinkProblem(template, domains)).toBeUndefined()
  })

  test.each([
    ['http://www.nordlicht-casino.de/', 'expected an https:// URL'],
    ['https://evil.example/?subid={subId}', 'evil.example is neither'],
    ['https://nordlicht-casino.de.evil.example/', 'is neither'],
    ['https://evilnordlicht-casino.de/', 'is neither'],
    ['https://user@www.nordlicht-casino.de/', 'no user, password or port'],
    ['https://www.nordlicht-casino.de:8443/', 'no user, password or port'],
    ['https://www.nordlicht-casino.de/?go=https://evil.example/', 'the parameter go carries a URL'],
    ['https://www.nordlicht-casino.de/?go=%2F%2Fevil.example', 'the parameter go carries a URL'],
    ['https://www.nordlicht-casino.de/?go=javascript:alert(1)', 'the parameter go carries a URL'],
    ['https://www.nordlicht-casino.de/?ref={clickid}', '{clickid} is not a placeholder'],
    ['https://{subId}.nordlicht-casino.de/', 'query string only'],
    ['https://www.nordlicht-casino.de/{clickId}/', 'query string only'],
  ])('refuses %s', (template, problem) => {
    expect(outboundLinkProblem(template, domains)).toContain(problem)
  })

  test('a network domain counts only when the product has a network', () => {
    expect(outboundLinkProblem('https://track.partner.example/', { own: domains.own })).toContain('is neither')
  })
})

describe('fillOutboundLink', () => {
  test('fills the placeholders, encoded', () => {
    const url = fillOutboundLink('https://a.example/?btag=1&subid={subId}&clickref={clickId}', {
      subId: 'news letter&x=1',
      clickId: 'c1',
    })
    expect(Object.fromEntries(url.searchParams)).toEqual({ btag: '1', subid: 'news letter&x=1', clickref: 'c1' })
  })

  test('a template without {subId} still hands the operator the subId', () => {
    expect(fillOutboundLink('https://a.example/', { subId: 'k1', clickId: 'c1' }).toString()).toBe(
      'https://a.example/?subid=k1',
    )
  })
})

describe('the product contract', () => {
  test('names the url field and the reason when the link leaves the product and its network', () => {
    const result = productSchema.safeParse(
      makeProduct('nordlicht-casino', { url: 'https://evil.example/', domain: 'nordlicht-casino.de' }),
    )
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], message: expect.stringContaining("neither the product's domain") }),
    ])
  })

  test("accepts a link on the product's network", () => {
    const product = makeProduct('nordlicht-casino', {
      domain: 'nordlicht-casino.de',
      network: { id: 'partner', domain: 'partner.example' },
      url: 'https://track.partner.example/?subid={subId}&clickref={clickId}',
    })
    expect(productSchema.safeParse(product).success).toBe(true)
  })
})
