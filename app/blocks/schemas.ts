// The strict page document: what content in content/ must satisfy (checked on load), with every
// block of the catalogue. The renderer parses each block with the same schemas.
import { pageSchema, postSchema } from '../contracts/content/schemas.ts'
import { z } from '../lib/zod.ts'
import { type Block, blockCatalogue, blockDefinition, blockTypes } from './catalogue.ts'
import { linksOutbound } from './cms-facts.ts'

const blockSchemas = blockTypes.map((type) => blockCatalogue[type].schema)
const blockSchema = z.discriminatedUnion(
  'blockType',
  blockSchemas as unknown as [(typeof blockSchemas)[number], ...(typeof blockSchemas)[number][]],
)

/** True when a block links away from the site (to an operator), so a disclosure must precede it. */
export function hasOutboundLinks(block: Block): boolean {
  return linksOutbound(blockDefinition(block.blockType).cms, block)
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
