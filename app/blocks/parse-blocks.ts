// Turns the blocks a page carries over the API into typed blocks, one by one: a bad block is
// reported and skipped (or shown as a placeholder in preview), never a failed page.
import type { BlockEnvelope } from '../contracts/content/schemas.ts'
import type { z } from '../lib/zod.ts'
import { blockSchemas, isBlockType } from './block-schemas.ts'
import type { Block, BlockType } from './catalogue.ts'

type ParsedBlock = { ok: true; block: Block } | { ok: false; blockType: string; reason: string }

/**
 * Each block is parsed once: the page loader (for what the blocks load) and the render read the
 * same result; on the server,
 * where a page's content is shared by every render of that content version
 * (app/server/content/in-process-read.server.ts), so is its parse. Kept per block, not per page,
 * so that each block's render parses its own block: hydrating a page is then no single long task
 * parsing all of them (docs/decisions/024-render-what-is-on-screen.md).
 */
const parsed = new WeakMap<BlockEnvelope, ParsedBlock>()

export function parseBlock(envelope: BlockEnvelope): ParsedBlock {
  let block = parsed.get(envelope)
  if (!block) {
    block = parse(envelope)
    parsed.set(envelope, block)
  }
  return block
}

/** The key a block renders under: its CMS id, or its place and type. */
export const blockKey = (envelope: BlockEnvelope, index: number) => envelope.id ?? `${index}-${envelope.blockType}`

/** A block type's schema, typed for any block (block-schemas.ts has each for one type). */
const blockSchema = (type: BlockType) => blockSchemas[type] as unknown as z.ZodMiniType<Block, unknown>

function parse(envelope: BlockEnvelope): ParsedBlock {
  if (!isBlockType(envelope.blockType))
    return { ok: false, blockType: envelope.blockType, reason: `Unknown block type "${envelope.blockType}"` }
  const result = blockSchema(envelope.blockType).safeParse(envelope)
  if (result.success) return { ok: true, block: result.data }
  const reason = result.error.issues.map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`).join('; ')
  return { ok: false, blockType: envelope.blockType, reason }
}
