// A block component in a chunk of its own: code only pages showing that block need (the forms).
// The server loads it before its first request, so it renders as any block does; the browser entry
// (app/client.tsx) loads the chunks of the blocks a page shows before hydrating it (`preload`),
// so they take input as soon as the rest of the page does; a page reached by navigation loads them
// when it renders (its block's Suspense boundary waits for them).
import { type ReactNode, use } from 'react'
import { lazyModule } from '../lib/lazy-module.ts'
import type { BlockComponentProps, BlockView } from './define-block.ts'

type BlockComponent<T> = (props: BlockComponentProps<T>) => ReactNode

export function lazyBlockComponent<T>(
  load: () => Promise<BlockComponent<T>>,
): Pick<Required<BlockView<T>>, 'Component' | 'preload'> {
  const component = lazyModule(load)
  if (import.meta.env.SSR) void component()
  // biome-ignore lint/correctness/noComponentHookFactories: made once per block type, when its view module loads, never during a render
  function LazyBlock(props: BlockComponentProps<T>) {
    const Loaded = use(component())
    return <Loaded {...props} />
  }
  return { Component: LazyBlock, preload: component }
}
