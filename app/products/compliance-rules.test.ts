import { describe, expect, test } from 'vitest'
import { makeProduct } from '../../tests/support/product-fixtures.ts'
import {
  type CheckedDocument,
  casinoComplianceProblems,
  complianceRules,
  documentComplianceProblems,
} from './compliance-rules.ts'
import { gglWhitelistOf } from './ggl-whitelist.ts'

const listed = makeProduct('nordlicht-casino', { name: 'Nordlicht Casino', url: 'https://www.nordlicht-casino.de/' })
const unlisted = makeProduct('spinoase', { name: 'Spinoase', url: 'https://www.spinoase.de/' })
const facts = { products: [listed, unlisted], whitelist: gglWhitelistOf([listed]) }

const notice = { blockType: 'responsibleGambling', variant: 'full' }
const list = { blockType: 'casinoList', heading: 'Die besten Casinos', filter: {}, sort: 'rank' }
const richText = (html: string) => ({ blockType: 'richText', html })
const page = (...blocks: Record<string, unknown>[]): CheckedDocument => ({ blocks })

const rulesBroken = (document: CheckedDocument, pageType?: Parameters<typeof documentComplianceProblems>[2]) =>
  documentComplianceProblems(document, facts, pageType).map(({ rule, path }) => [rule, path.join('.')])

describe('bonus-terms (GlüStV 2021 § 5)', () => {
  test('passes a bonus stating amount, who, occasion and validity', () => {
    expect(casinoComplianceProblems(listed)).toEqual([])
  })

  test('names each missing term at its field, in German for the CMS', () => {
    const casino = makeProduct('x', { bonus: { validDays: undefined, eligibility: undefined } })
    const problems = casinoComplianceProblems(casino)
    expect(problems.map(({ rule, path }) => [rule, path.join('.')])).toEqual([
      ['bonus-terms', 'bonus.eligibility'],
      ['bonus-terms', 'bonus.validDays'],
    ])
    expect(problems[0]?.message.de).toContain('Bonusbedingungen unvollständig (GlüStV 2021 § 5)')
  })

  test('a bonus of neither money nor free spins has no amount', () => {
    const casino = makeProduct('x', { bonus: { amount: 0, freeSpins: 0 } })
    expect(casinoComplianceProblems(casino).map(({ path }) => path.join('.'))).toEqual(['bonus.amount'])
  })
})

describe('whitelisted-click-outs (GlüStV 2021 § 4, § 5)', () => {
  test('passes links to whitelisted casinos and to the site', () => {
    const document = page(
      notice,
      richText('<p><a href="/go/nordlicht-casino/">Nordlicht</a>, <a href="/casinos/spinoase/">Test</a></p>'),
      { blockType: 'callToAction', link: { label: 'Los', href: 'https://www.nordlicht-casino.de/bonus' } },
    )
    expect(rulesBroken(document)).toEqual([])
  })

  test('refuses a click-out, a rich-text link or a teaser link to a casino off the whitelist', () => {
    const document = page(notice, richText('<p>Zu <a href="/go/spinoase/">Spinoase</a></p>'), {
      blockType: 'callToAction',
      link: { label: 'Los', href: 'https://spinoase.de/' },
    })
    expect(rulesBroken(document)).toEqual([
      ['whitelisted-click-outs', 'blocks.1.html'],
      ['whitelisted-click-outs', 'blocks.2.link.href'],
    ])
    expect(documentComplianceProblems(document, facts)[0]?.message.de).toContain('Spinoase')
  })
})

describe('responsible-gambling-notice (GlüStV 2021 § 5, § 6)', () => {
  test('passes a page with casino offers and the notice, and a page without offers', () => {
    expect(rulesBroken(page(list, notice))).toEqual([])
    expect(rulesBroken(page(richText('<p>Über uns</p>')))).toEqual([])
  })

  test('refuses a casino list or a click-out without the notice', () => {
    expect(rulesBroken(page(list))).toEqual([['responsible-gambling-notice', 'blocks']])
    expect(rulesBroken(page(richText('<a href="/go/nordlicht-casino/">Los</a>')))).toEqual([
      ['responsible-gambling-notice', 'blocks'],
    ])
  })
})

describe('no-free-play (GlüStV 2021 § 5, § 6)', () => {
  test('passes free spins, which are a bonus, not free play', () => {
    expect(rulesBroken(page(richText('<p>50 Freispiele für Neukunden</p>')))).toEqual([])
  })

  test.each([
    'Book of Dead im Demo-Modus spielen',
    'Alle Slots <strong>kostenlos spielen</strong>',
    'Mit Spielgeld üben',
  ])('refuses "%s"', (text) => {
    expect(rulesBroken(page(richText(`<p>${text}</p>`)))).toEqual([['no-free-play', 'blocks.0.html']])
  })
})

describe('legal-notice (DDG § 5, MStV § 18)', () => {
  test('passes the legal notice page with its block, and other pages without it', () => {
    expect(rulesBroken(page({ blockType: 'legalNotice' }), 'LegalNotice')).toEqual([])
    expect(rulesBroken(page(richText('<p>Ratgeber</p>')), 'ProductListStatic')).toEqual([])
  })

  test('refuses a legal notice page without the block', () => {
    expect(rulesBroken(page(richText('<p>Impressum folgt</p>')), 'LegalNotice')).toEqual([['legal-notice', 'blocks']])
  })
})

test('the table holds the rules tested above, and no other', () => {
  expect(Object.keys(complianceRules).sort()).toEqual([
    'bonus-terms',
    'legal-notice',
    'no-free-play',
    'responsible-gambling-notice',
    'whitelisted-click-outs',
  ])
})
