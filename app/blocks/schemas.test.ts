import { describe, expect, test } from 'vitest'
import { makeProduct } from '../../tests/support/product-fixtures.ts'
import { type Block, blockCatalogue } from './catalogue.ts'
import { pageDocumentSchema, productDocumentSchema } from './schemas.ts'

const page = (blocks: Block[]) => ({
  path: '/casino-boni/',
  meta: { title: 'Casino Boni', description: 'Alle Boni', noFollow: false, noIndex: false },
  updatedAt: '2026-11-01',
  blocks,
})
const problems = (blocks: Block[]) =>
  pageDocumentSchema
    .safeParse(page(blocks))
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

const { hero, casinoList, affiliateDisclosure, callToAction } = {
  hero: blockCatalogue.hero.example,
  casinoList: blockCatalogue.casinoList.example,
  affiliateDisclosure: blockCatalogue.affiliateDisclosure.example,
  callToAction: blockCatalogue.callToAction.example,
}
const externalCallToAction = { ...callToAction, link: { label: 'Jetzt spielen', href: 'https://casino.example/' } }
const disclosureFirst = 'blocks.1: An affiliateDisclosure block must come before the first block with outbound links'

describe('pageDocumentSchema: the order of blocks', () => {
  test('a list of operators needs the affiliate disclosure before it', () => {
    expect(problems([hero, affiliateDisclosure, casinoList])).toEqual([])
    expect(problems([hero, casinoList, affiliateDisclosure])).toEqual([disclosureFirst])
  })

  test('a call to action is outbound only when it links off the site', () => {
    expect(problems([hero, callToAction])).toEqual([])
    expect(problems([hero, externalCallToAction])).toEqual([disclosureFirst])
  })

  test('a page has at most one hero', () => {
    expect(problems([hero, hero])).toEqual(['blocks: A page has at most one hero block'])
  })
})

describe("productDocumentSchema: a casino review's blocks", () => {
  const issuesOf = (blocks: unknown[]) =>
    productDocumentSchema
      .safeParse({ ...makeProduct('nordlicht'), blocks })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

  test('each must be a valid block, named by its place', () => {
    expect(
      issuesOf([
        { blockType: 'richText', html: '<p>Gut.</p>' },
        { blockType: 'faq', items: [] },
      ]),
    ).toEqual(['blocks.1.items: Too small: expected array to have >=1 items'])
  })

  test('a casino without blocks, or with valid ones, is published as it is', () => {
    expect(productDocumentSchema.safeParse(makeProduct('nordlicht')).success).toBe(true)
    expect(issuesOf([{ blockType: 'responsibleGambling', variant: 'compact' }])).toEqual([])
  })
})
