// Every block: its type, zod schema, example and CMS facts, by block type. The one import for "all
// blocks" (page schema, JSON Schema export, content checks, a CMS deriving its block configs);
// plain TypeScript, so scripts load it under Node. The browser's tables of schemas and views
// (block-schemas.ts, views.ts) are gathered from the block folders themselves.
// Adding a block: its folder (docs/engineering.md, "How to add a block") and one line here.

import type { z } from '../lib/zod.ts'
import { affiliateDisclosureBlock } from './affiliate-disclosure/block.ts'
import { articleSummariesBlock } from './article-summaries/block.ts'
import { authorBoxBlock } from './author-box/block.ts'
import { callToActionBlock } from './call-to-action/block.ts'
import { casinoListBlock } from './casino-list/block.ts'
import { cookiePolicyBlock } from './cookie-policy/block.ts'
import type { BlockDefinition } from './define-block.ts'
import { faqBlock } from './faq/block.ts'
import { financeProductListBlock } from './finance-product-list/block.ts'
import { gameProviderGridBlock } from './game-provider-grid/block.ts'
import { heroBlock } from './hero/block.ts'
import { leadQualifierBlock } from './lead-qualifier/block.ts'
import { legalNoticeBlock } from './legal-notice/block.ts'
import { paymentProviderGridBlock } from './payment-provider-grid/block.ts'
import { productComparisonBlock } from './product-comparison/block.ts'
import { responsibleGamblingBlock } from './responsible-gambling/block.ts'
import { richTextBlock } from './rich-text/block.ts'
import { signupFormBlock } from './signup-form/block.ts'
import { slotsGridBlock } from './slots-grid/block.ts'
import { surveyBlock } from './survey/block.ts'
import { tableBlock } from './table/block.ts'
import { videoEmbedBlock } from './video-embed/block.ts'
import { wageringCalculatorBlock } from './wagering-calculator/block.ts'

export const blockCatalogue = {
  hero: heroBlock,
  casinoList: casinoListBlock,
  richText: richTextBlock,
  faq: faqBlock,
  paymentProviderGrid: paymentProviderGridBlock,
  gameProviderGrid: gameProviderGridBlock,
  slotsGrid: slotsGridBlock,
  articleSummaries: articleSummariesBlock,
  authorBox: authorBoxBlock,
  table: tableBlock,
  videoEmbed: videoEmbedBlock,
  callToAction: callToActionBlock,
  responsibleGambling: responsibleGamblingBlock,
  affiliateDisclosure: affiliateDisclosureBlock,
  financeProductList: financeProductListBlock,
  leadQualifier: leadQualifierBlock,
  survey: surveyBlock,
  signupForm: signupFormBlock,
  legalNotice: legalNoticeBlock,
  cookiePolicy: cookiePolicyBlock,
  wageringCalculator: wageringCalculatorBlock,
  productComparison: productComparisonBlock,
} as const

export type BlockType = keyof typeof blockCatalogue
export type BlockOf<K extends BlockType> = z.infer<(typeof blockCatalogue)[K]['schema']>
export type Block = { [K in BlockType]: BlockOf<K> }[BlockType]

/** In the catalogue's order, which is the order of the gallery and of the JSON Schema's $defs. */
export const blockTypes = Object.keys(blockCatalogue) as BlockType[]

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockCatalogue, type)
}

/** A block type's definition, typed for any block (the catalogue's entries are each for one type). */
export function blockDefinition(type: BlockType): BlockDefinition<Block> {
  return blockCatalogue[type] as unknown as BlockDefinition<Block>
}

// Each entry's key is the blockType its schema accepts: a mismatch fails to compile.
type KeyMismatch = { [K in BlockType]: BlockOf<K> extends { blockType: K } ? never : K }[BlockType]
const _keysMatch: [KeyMismatch] extends [never] ? true : KeyMismatch = true
