import { describe, expect, test } from 'vitest'
import { checkLayerImports, layerOf } from './chunk-layers.ts'

describe('layerOf', () => {
  test("names a chunk's layer from its file name", () => {
    expect(layerOf('/assets/rolldown-runtime-WkwZ5CU-.js')).toBe('rolldown-runtime')
    expect(layerOf('/assets/libraries-CnXy5HEB.js')).toBe('libraries')
    expect(layerOf('shared-CsJNsIhs.js')).toBe('shared')
  })

  test('names no layer for the entry and the lazy chunks', () => {
    expect(layerOf('/assets/index-yT51aZH3.js')).toBeUndefined()
    expect(layerOf('/assets/consent-dialog-CAkEssVm.js')).toBeUndefined()
    expect(layerOf('/assets/libraries.js')).toBeUndefined()
  })
})

describe('checkLayerImports', () => {
  const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({ fileName, imports, isEntry })
  const runtime = chunk('assets/rolldown-runtime-a.js')
  const libraries = chunk('assets/libraries-b.js', [runtime.fileName])
  const shared = chunk('assets/shared-c.js', [runtime.fileName, libraries.fileName])
  const entry = chunk('assets/index-d.js', [libraries.fileName, shared.fileName], true)
  const dialog = chunk('assets/consent-dialog-e.js', [shared.fileName, libraries.fileName])

  test('accepts layers that import only earlier layers, whatever the entry and lazy chunks import', () => {
    expect(() => checkLayerImports([runtime, libraries, shared, entry, dialog])).not.toThrow()
  })

  test('refuses a layer that imports a later layer: the two would form a cycle', () => {
    const tangled = chunk(libraries.fileName, [runtime.fileName, shared.fileName])
    expect(() => checkLayerImports([runtime, tangled, shared, entry])).toThrow(
      'chunk layers: assets/libraries-b.js imports assets/shared-c.js, which is not in an earlier layer',
    )
  })

  test('refuses a layer that imports the entry or a chunk outside the layers', () => {
    expect(() => checkLayerImports([runtime, libraries, chunk(shared.fileName, [entry.fileName]), entry])).toThrow(
      /shared-c\.js imports assets\/index-d\.js/,
    )
    expect(() => checkLayerImports([runtime, libraries, chunk(shared.fileName, [dialog.fileName]), dialog])).toThrow(
      /shared-c\.js imports assets\/consent-dialog-e\.js/,
    )
  })
})
