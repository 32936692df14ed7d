import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { blockCatalogue, blockTypes } from './catalogue.ts'
import { blocksJsonSchema, blocksJsonSchemaFile } from './json-schema.ts'

describe(blocksJsonSchemaFile, () => {
  it('is current (regenerate with npm run blocks:schema)', () => {
    const committed: unknown = JSON.parse(readFileSync(blocksJsonSchemaFile, 'utf8'))
    expect(committed).toEqual(blocksJsonSchema())
  })

  it('describes the page document and every block of the catalogue, each with its example', () => {
    const schema = blocksJsonSchema() as { $ref: string; $defs: Record<string, { examples?: unknown[] }> }
    expect(schema.$ref).toBe('#/$defs/pageDocument')
    for (const type of blockTypes) expect(schema.$defs[type]?.examples).toHaveLength(1)
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
    validatePage({ ...page, blocks: blockTypes.map((type) => blockCatalogue[type].example) })
    expect(validatePage.errors ?? []).toEqual([])
    const { heading: _, ...headless } = blockCatalogue.hero.example
    expect(validatePage({ ...page, blocks: [headless] })).toBe(false)
    expect(validatePage({ ...page, blocks: [{ blockType: 'carousel' }] })).toBe(false)
  })
})
