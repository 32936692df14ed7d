// Turns the blocks a page carries over the API into typed blocks, one by one: a bad block is
// reported and skipped (or shown as a placeholder in preview), never a failed page.
import type { BlockEnvelope } from '../api/content/schemas.ts'
import type { z } from '../lib/zod.ts'
import { blockSchemas, isBlockType } from './block-schemas.ts'
import type { Block, BlockType } from './catalogue.ts'

type ParsedBlock =
  | { ok: true; key: string; block: Block }
  | { ok: false; key: string; blockType: string; reason: string }

/**
 * Each page's blocks are parsed once: the page loader (for what they load) and the render read the
 * same result, and on the server, where a page's content is shared by every render of that content
 * version (app/server/content/in-process-read.server.ts), so is its parse.
 */
const parsed = new WeakMap<readonly BlockEnvelope[], ParsedBlock[]>()

export function parseBlocks(envelopes: readonly BlockEnvelope[]): ParsedBlock[] {
  let blocks = parsed.get(envelopes)
  if (!blocks) {
    blocks = parseEach(envelopes)
    parsed.set(envelopes, blocks)
  }
  return blocks
}

/** A block type's schema, typed for any block (block-schemas.ts has each for one type). */
export const blockSchema = (type: BlockType) => blockSchemas[type] as unknown as z.ZodMiniType<Block, unknown>

function parseEach(envelopes: readonly BlockEnvelope[]): ParsedBlock[] {
  return envelopes.map((envelope, index) => {
    const key = envelope.id ?? `${index}-${envelope.blockType}`
    if (!isBlockType(envelope.blockType))
      return { ok: false, key, blockType: envelope.blockType, reason: `Unknown block type "${envelope.blockType}"` }
    const result = blockSchema(envelope.blockType).safeParse(envelope)
    if (result.success) return { ok: true, key, block: result.data }
    const reason = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`)
      .join('; ')
    return { ok: false, key, blockType: envelope.blockType, reason }
  })
}
