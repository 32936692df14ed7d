// The two halves of a block. Its definition (block.ts: schema, example, CMS facts) is plain
// TypeScript that scripts and the CMS tooling load under Node; its view (view.ts: component and
// loader) is React code that only the app and tests load.
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Locale, Website } from '../../app.config.ts'
import type { FieldLabels, NameLabels } from '../contracts/field-labels.ts'
import type { ListSearch } from '../contracts/list-search.ts'
import type { z } from '../lib/zod.ts'
import type { CspSources } from '../security/csp-sources.ts'
import type { StringPath } from './field-paths.ts'

/** The collections a block may name entries of; each must resolve in the block's locale. */
export type ReferenceCollection = 'authors' | 'paymentProviders' | 'gameProviders' | 'posts'

/** What the CMS tooling must know about a block's fields, declared instead of switched on. */
export type CmsFacts<T> = {
  /** The block's name in the CMS's block picker. */
  labels: NameLabels
  /** Every field's label and help for editors, in the CMS's languages. */
  fields: FieldLabels<T>
  /**
   * Links away from the site (to an operator), so an affiliate disclosure must come before it:
   * always, or only when the href at a path is an absolute URL.
   */
  outboundLinks?: 'always' | { externalHref: StringPath<T> }
  /** Fields holding the id (or post name) of an entry of another collection. */
  references?: readonly { path: StringPath<T>; collection: ReferenceCollection }[]
  /** Fields holding editorial HTML, sanitised before it is stored or passed on. */
  richText?: readonly StringPath<T>[]
}

/** A block's definition, for any one type T of block (the catalogue's entries keep their schemas' types). */
export type BlockDefinition<T> = {
  schema: z.ZodMiniType<T, unknown>
  /** Shown in the block gallery and shipped to the CMS with the JSON Schema. */
  example: T
  cms: CmsFacts<T>
}

export function defineBlock<S extends z.ZodMiniType>(definition: {
  schema: S
  example: z.output<S>
  cms: CmsFacts<z.output<S>>
}) {
  return definition
}

export type BlockContext = {
  locale: Locale
  website: Website
  /** Draft preview: invalid blocks show a placeholder instead of nothing. */
  preview: boolean
  /** How the visitor filtered and sorted the page's product lists (its URL's search); none where a page has no search. */
  listSearch?: ListSearch
}

export type BlockLoadContext = { website: Website; locale: Locale; queryClient: QueryClient; listSearch?: ListSearch }

export type BlockComponentProps<T> = { block: T; context: BlockContext }

/** A block's component and the content it reads, so the page loader can fetch that content before
 * rendering (no waterfalls, complete HTML on first paint). */
export type BlockView<T> = {
  Component: (props: BlockComponentProps<T>) => ReactNode
  /** Ensures the queries Component reads with useLoadedQuery; called by the page loader. */
  load?: (block: T, context: BlockLoadContext) => Promise<unknown>
  /** Loads Component's code, when it comes in a chunk of its own (lazy-block.tsx). */
  preload?: () => Promise<unknown>
  /**
   * The third-party sources the block needs on this site, which every page's policy allows: the
   * policy is the same for every page of a site (page-csp-sources.ts), whichever blocks it shows.
   */
  csp?: (website: Website) => CspSources | undefined
}

export function defineBlockView<T>(view: BlockView<T>): BlockView<T> {
  return view
}
