import { describe, expect, test } from 'vitest'
import { type Block, blockCatalogue } from './catalogue.ts'
import { pageDocumentSchema } from './schemas.ts'

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
