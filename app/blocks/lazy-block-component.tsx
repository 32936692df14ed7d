// A block component in its own chunk: a page's first load carries only the blocks it shows. The
// page loader calls preload() for its blocks (server render and client navigation render without
// suspending); during hydration a block whose chunk is still on its way suspends inside its
// Suspense boundary, and React keeps the server's HTML there until the chunk has arrived.
import { type ReactNode, use } from 'react'
import type { BlockComponentProps } from './define-block.ts'

type BlockComponent<T> = (props: BlockComponentProps<T>) => ReactNode

export type LazyBlockComponent<T> = {
  preload: () => Promise<BlockComponent<T>>
  /** The component once its chunk has loaded. */
  loaded: () => BlockComponent<T> | undefined
}

export function lazyBlockComponent<T>(importComponent: () => Promise<BlockComponent<T>>): LazyBlockComponent<T> {
  let loaded: BlockComponent<T> | undefined
  let loading: Promise<BlockComponent<T>> | undefined
  const preload = () => {
    loading ??= importComponent().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // A failed chunk request (a deploy, a flaky network) is tried again on the next render.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return { preload, loaded: () => loaded }
}

/** Renders a lazy block component, suspending while its chunk loads. */
export function LazyBlock<T>({ component, ...props }: BlockComponentProps<T> & { component: LazyBlockComponent<T> }) {
  const Component = component.loaded() ?? use(component.preload())
  return <Component {...props} />
}
