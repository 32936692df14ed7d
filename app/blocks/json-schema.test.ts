import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
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

describe('the exported schema, read by a JSON Schema validator as a CMS would', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats(ajv)
  const validatePage = ajv.compile(JSON.parse(readFileSync(blocksJsonSchemaFile, 'utf8')))
  const pagesDir = 'content/90/de-DE/pages'

  it.each(readdirSync(pagesDir))('accepts the published page %s', (file) => {
    validatePage(JSON.parse(readFileSync(join(pagesDir, file), 'utf8')))
    expect(validatePage.errors ?? []).toEqual([])
  })

  it('accepts every block example and refuses a block with a missing field or an unknown type', () => {
    const page = JSON.parse(readFileSync(join(pagesDir, 'frontpage.json'), 'utf8')) as { blocks: unknown[] }
    validatePage({ ...page, blocks: Object.values(blockExamples) })
    expect(validatePage.errors ?? []).toEqual([])
    const { heading: _, ...headless } = blockExamples.hero
    expect(validatePage({ ...page, blocks: [headless] })).toBe(false)
    expect(validatePage({ ...page, blocks: [{ blockType: 'carousel' }] })).toBe(false)
  })
})
