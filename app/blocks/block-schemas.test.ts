import { expect, test } from 'vitest'
import { blockSchemas } from './block-schemas.ts'
import { blockCatalogue, blockTypes } from './catalogue.ts'

test("the browser's table of block schemas holds the catalogue's schema objects, for every block type", () => {
  expect(Object.keys(blockSchemas).sort()).toEqual([...blockTypes].sort())
  for (const type of blockTypes) expect(blockSchemas[type], type).toBe(blockCatalogue[type].schema)
})
