import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockCatalogue, blockDefinition, blockTypes, isBlockType } from './catalogue.ts'
import { blockViews } from './views.ts'

const blocksDir = 'app/blocks'
const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
const blockFolders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'block.ts')))
  .map((entry) => entry.name)

describe('the block catalogue', () => {
  it.each(blockTypes)('%s has example props that its own schema accepts', (type) => {
    const { schema, example } = blockDefinition(type)
    const result = schema.safeParse(example)
    expect(result.error?.issues ?? []).toEqual([])
    expect(result.data?.blockType).toBe(type)
  })

  it.each(blockTypes)('%s declares its CMS facts and has a view with a component', (type) => {
    expect(blockCatalogue[type].cms).toBeTypeOf('object')
    expect(blockViews[type].Component).toBeTypeOf('function')
  })

  it('has one folder per block, holding its definition, view and component', () => {
    expect(blockTypes.map(folderOf).sort()).toEqual(blockFolders.sort())
    for (const folder of blockFolders)
      for (const file of ['schema.ts', 'block.ts', 'view.ts', 'component.tsx'])
        expect(existsSync(join(blocksDir, folder, file)), `${folder}/${file}`).toBe(true)
  })

  it('has a view for exactly the catalogued types', () => {
    expect(Object.keys(blockViews).sort()).toEqual([...blockTypes].sort())
    expect(isBlockType('carousel')).toBe(false)
    expect(isBlockType('toString')).toBe(false)
  })
})
