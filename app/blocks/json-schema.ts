// The CMS-facing contract as JSON Schema (zod's own conversion): the page document and every block,
// each block with its example. `npm run blocks:schema` writes it to schemas/cms-blocks.schema.json;
// a test keeps that file current.
import { z } from '../lib/zod.ts'
import { blockCatalogue, blockTypes } from './catalogue.ts'
import { pageDocumentSchema } from './schemas.ts'

export const blocksJsonSchemaFile = 'schemas/cms-blocks.schema.json'

const draft = 'https://json-schema.org/draft/2020-12/schema'

type JsonSchema = Record<string, unknown>

export function blocksJsonSchema(): JsonSchema {
  // Registered schemas become $defs that the page document refers to, instead of inline copies.
  const registry = z.registry<{ id: string }>()
  for (const type of blockTypes) registry.add(blockCatalogue[type].schema, { id: type })
  registry.add(pageDocumentSchema, { id: 'pageDocument' })
  // Input types: what an editor writes (defaults may be left out), not what the site reads.
  const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/$defs/${id}` })
  const $defs = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      // $ref resolves #/$defs/<id> by pointer; a fragment $id inside $defs is not valid 2020-12.
      const { $schema: _, $id: __, ...rest } = schema as JsonSchema
      return [id, rest]
    }),
  )
  for (const type of blockTypes) $defs[type] = { ...$defs[type], examples: [blockCatalogue[type].example] }
  return {
    $schema: draft,
    title: 'CMS page document and blocks',
    description:
      'A page as stored in the CMS ($ref) and every block type under $defs (keyed by blockType, with an example).',
    $ref: '#/$defs/pageDocument',
    $defs,
  }
}

/** The file's exact text: stable key order and a final newline, so regeneration is a no-op diff. */
export function blocksJsonSchemaText(): string {
  return `${JSON.stringify(blocksJsonSchema(), null, 2)}\n`
}
