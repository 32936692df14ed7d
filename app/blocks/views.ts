// Every block's component and loader, by block type, gathered from the block folders' view.ts
// (block-folders.ts). Kept apart from catalogue.ts because it pulls in React (which scripts cannot
// load); catalogue.test.ts fails on a catalogue block without a view, or a view for no block.
import { byBlockType } from './block-folders.ts'
import type { BlockOf, BlockType } from './catalogue.ts'
import type { BlockView } from './define-block.ts'

export const blockViews = byBlockType(import.meta.glob('./*/view.ts', { eager: true }), 'View') as {
  readonly [K in BlockType]: BlockView<BlockOf<K>>
}
