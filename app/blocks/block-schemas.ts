// Every block's schema by type: what the browser needs to parse a page's blocks, gathered from the
// block folders (block-folders.ts). The catalogue holds the same schemas beside each block's example
// and CMS facts, which the browser never reads: importing it put all of them (~1 KB gzip) into every
// page's first load. block-schemas.test.ts checks that both hold the same schema objects for the
// same types.

import { byBlockType } from './block-folders.ts'
import type { BlockType, blockCatalogue } from './catalogue.ts'

type BlockSchemas = { readonly [K in BlockType]: (typeof blockCatalogue)[K]['schema'] }

export const blockSchemas = byBlockType(
  import.meta.glob('./*/schema.ts', { eager: true }),
  'BlockSchema',
) as BlockSchemas

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockSchemas, type)
}
