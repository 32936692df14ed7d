import type { ReactNode } from 'react'
import type { BlockContext, BlockLoadContext } from '../blocks/define-block.ts'
import type { Page } from '../contracts/content/schemas.ts'

export type TemplateProps = {
  /** The CMS page, or the page an entry makes (entries/): an entry's page has no update date of its own. */
  page: Pick<Page, 'path' | 'meta' | 'blocks'>
  context: BlockContext
  /** The slug of the entry an entry page shows (entries/). */
  entrySlug?: string
}
/** What a template's load reads: an entry page's also the slug of its entry. */
export type PageLoadContext = BlockLoadContext & { entrySlug?: string }

export type TemplateComponent = (props: TemplateProps) => ReactNode
