// The shape of a block module: its props schema, its component, and the content it reads, so the
// page loader can fetch that content before rendering (no waterfalls, complete HTML on first paint).
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Locale, Website } from '../../app.config.ts'
import type { z } from '../lib/zod.ts'

export type BlockContext = {
  locale: Locale
  website: Website
  /** Draft preview: invalid blocks show a placeholder instead of nothing. */
  preview: boolean
}

export type BlockLoadContext = { locale: Locale; queryClient: QueryClient }

export type BlockComponentProps<T> = { block: T; context: BlockContext }

export type BlockDefinition<T> = {
  schema: z.ZodMiniType<T, unknown>
  Component: (props: BlockComponentProps<T>) => ReactNode
  /** Ensures the queries Component reads with useSuspenseQuery; called by the page loader. */
  load?: (block: T, context: BlockLoadContext) => Promise<unknown>
}

export function defineBlock<T>(definition: BlockDefinition<T>): BlockDefinition<T> {
  return definition
}
