import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blockExamples } from './examples.ts'
import { blocksJsonSchema, blocksJsonSchemaFile } from './json-schema.ts'
import { blockRegistry } from './registry.ts'
import { blockSchemas, isBlockType } from './schemas.ts'

const registeredTypes = Object.keys(blockRegistry)

describe('block examples', () => {
  it.each(registeredTypes)('%s has example props that its own schema accepts', (type) => {
    if (!isBlockType(type)) throw new Error(`${type} is registered but has no schema in schemas.ts`)
    const example: unknown = blockExamples[type]
    expect(example, `${type} is registered without example props (app/blocks/examples.ts)`).toBeDefined()
    const result = blockSchemas[type].safeParse(example)
    expect(result.error?.issues ?? []).toEqual([])
    expect(result.data?.blockType).toBe(type)
  })
})

describe(blocksJsonSchemaFile, () => {
  it('is current (regenerate with npm run blocks:schema)', () => {
    const committed: unknown = JSON.parse(readFileSync(blocksJsonSchemaFile, 'utf8'))
    expect(committed).toEqual(blocksJsonSchema())
  })

  it('describes the page document and every registered block, each with its example', () => {
    const schema = blocksJsonSchema() as { $ref: string; $defs: Record<string, { examples?: unknown[] }> }
    expect(schema.$ref).toBe('#/$defs/pageDocument')
    for (const type of registeredTypes) expect(schema.$defs[type]?.examples).toHaveLength(1)
    expect(JSON.stringify(schema.$defs.pageDocument)).toContain('"#/$defs/hero"')
  })
})
