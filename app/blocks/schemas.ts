// Every block's props schema, by block type. The strict page document below is what content in
// content/ must satisfy (checked on load); the renderer parses each block with the same schemas.
// Adding a block: its folder, one line here, one in registry.ts and one in examples.ts.
import { pageSchema, postSchema } from '../api/content/schemas.ts'
import { z } from '../lib/zod.ts'
import { affiliateDisclosureBlockSchema } from './affiliate-disclosure/schema.ts'
import { articleSummariesBlockSchema } from './article-summaries/schema.ts'
import { authorBoxBlockSchema } from './author-box/schema.ts'
import { callToActionBlockSchema } from './call-to-action/schema.ts'
import { casinoListBlockSchema } from './casino-list/schema.ts'
import { faqBlockSchema } from './faq/schema.ts'
import { financeProductListBlockSchema } from './finance-product-list/schema.ts'
import { gameProviderGridBlockSchema } from './game-provider-grid/schema.ts'
import { heroBlockSchema } from './hero/schema.ts'
import { leadQualifierBlockSchema } from './lead-qualifier/schema.ts'
import { paymentProviderGridBlockSchema } from './payment-provider-grid/schema.ts'
import { responsibleGamblingBlockSchema } from './responsible-gambling/schema.ts'
import { richTextBlockSchema } from './rich-text/schema.ts'
import { isExternalHref } from './shared-schemas.ts'
import { signupFormBlockSchema } from './signup-form/schema.ts'
import { slotsGridBlockSchema } from './slots-grid/schema.ts'
import { surveyBlockSchema } from './survey/schema.ts'
import { tableBlockSchema } from './table/schema.ts'
import { videoEmbedBlockSchema } from './video-embed/schema.ts'

export const blockSchemas = {
  hero: heroBlockSchema,
  casinoList: casinoListBlockSchema,
  richText: richTextBlockSchema,
  faq: faqBlockSchema,
  paymentProviderGrid: paymentProviderGridBlockSchema,
  gameProviderGrid: gameProviderGridBlockSchema,
  slotsGrid: slotsGridBlockSchema,
  articleSummaries: articleSummariesBlockSchema,
  authorBox: authorBoxBlockSchema,
  table: tableBlockSchema,
  videoEmbed: videoEmbedBlockSchema,
  callToAction: callToActionBlockSchema,
  responsibleGambling: responsibleGamblingBlockSchema,
  affiliateDisclosure: affiliateDisclosureBlockSchema,
  financeProductList: financeProductListBlockSchema,
  leadQualifier: leadQualifierBlockSchema,
  survey: surveyBlockSchema,
  signupForm: signupFormBlockSchema,
} as const
export type BlockType = keyof typeof blockSchemas
export type Block = { [K in BlockType]: z.infer<(typeof blockSchemas)[K]> }[BlockType]

const blockSchema = z.discriminatedUnion(
  'blockType',
  Object.values(blockSchemas) as unknown as [(typeof blockSchemas)[BlockType], ...(typeof blockSchemas)[BlockType][]],
)

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockSchemas, type)
}

/** True when a block links away from the site (to an operator), so a disclosure must precede it. */
export function hasOutboundLinks(block: Block): boolean {
  if (['casinoList', 'financeProductList', 'leadQualifier', 'survey'].includes(block.blockType)) return true
  if (block.blockType === 'callToAction') return isExternalHref(block.link.href)
  return false
}

/** Editors' rules for a document's block list, beyond each block's own schema. */
function checkBlockOrder(blocks: Block[], ctx: z.core.$RefinementCtx) {
  const firstOutbound = blocks.findIndex(hasOutboundLinks)
  const disclosure = blocks.findIndex((block) => block.blockType === 'affiliateDisclosure')
  if (firstOutbound !== -1 && (disclosure === -1 || disclosure > firstOutbound))
    ctx.addIssue({
      code: 'custom',
      path: ['blocks', firstOutbound],
      message: 'An affiliateDisclosure block must come before the first block with outbound links',
    })
  const heroes = blocks.filter((block) => block.blockType === 'hero').length
  if (heroes > 1) ctx.addIssue({ code: 'custom', path: ['blocks'], message: 'A page has at most one hero block' })
}

/** A page as stored in content/: the API page plus strictly typed blocks. */
export const pageDocumentSchema = z
  .extend(pageSchema, { blocks: z.array(blockSchema) })
  .check(z.superRefine((page, ctx) => checkBlockOrder(page.blocks, ctx)))
export type PageDocument = z.infer<typeof pageDocumentSchema>

export const postDocumentSchema = z
  .extend(postSchema, { blocks: z.array(blockSchema) })
  .check(z.superRefine((post, ctx) => checkBlockOrder(post.blocks, ctx)))
export type PostDocument = z.infer<typeof postDocumentSchema>
