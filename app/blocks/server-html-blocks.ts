// Blocks that are static HTML (rich text, FAQ, table: no state, nothing they read) cross to the
// browser once, as HTML: the page's inline payload carries only their type and id, and the browser
// reads their fields back from the server's HTML before hydrating (each view's fromServerHtml), so
// the query cache holds the whole page again and a later render (navigating back) needs no fetch.
// They were ~5 KB of the ~29 KB payload of `/` (docs/decisions/019-render-cost-and-page-weight.md).
import { isPageQueryKey } from '../api/content/client.ts'
import type { BlockEnvelope, Page } from '../contracts/content/schemas.ts'
import type { QueryCrossing } from '../routing/page-queries.ts'
import { isBlockType } from './block-schemas.ts'
import type { BlockType } from './catalogue.ts'
import { parseBlock } from './parse-blocks.ts'
import { blockViews } from './views.ts'

/** Marks a block whose fields the payload left out: they are in the HTML. */
const inServerHtml = 'inServerHtml'

const readsServerHtml = (blockType: string): blockType is BlockType =>
  isBlockType(blockType) && blockViews[blockType].fromServerHtml !== undefined

/** On the server: the page's blocks with the fields of each valid static block left out. */
export function leaveOutServerHtmlBlocks(envelopes: readonly BlockEnvelope[]): BlockEnvelope[] {
  return envelopes.map((envelope) => {
    // An invalid block renders nothing (a placeholder in preview): no HTML to read it back from.
    if (!parseBlock(envelope).ok || !readsServerHtml(envelope.blockType)) return envelope
    const { blockType, id } = envelope
    return id === undefined ? { blockType, [inServerHtml]: true } : { blockType, id, [inServerHtml]: true }
  })
}

/**
 * In the browser, before hydrating: the blocks again, each left-out one read back from its wrapper
 * in `root` (the static blocks' wrappers, in page order). Undefined when the HTML does not answer
 * for every one of them with a valid block (a page changed by an extension, say): the browser then
 * fetches the page instead of hydrating a block that is not there.
 */
export function readServerHtmlBlocks(
  envelopes: readonly BlockEnvelope[],
  root: ParentNode,
): BlockEnvelope[] | undefined {
  const wrappers = [...root.querySelectorAll<HTMLElement>('div.block[data-block-type]')].filter((wrapper) =>
    readsServerHtml(wrapper.dataset.blockType ?? ''),
  )
  let next = 0
  const blocks: BlockEnvelope[] = []
  for (const envelope of envelopes) {
    if (envelope[inServerHtml] !== true) {
      blocks.push(envelope)
      continue
    }
    const wrapper = wrappers[next++]
    const { blockType } = envelope
    if (!wrapper || wrapper.dataset.blockType !== blockType || !readsServerHtml(blockType)) return undefined
    const { [inServerHtml]: _, ...kept } = envelope
    const block = { ...kept, ...blockViews[blockType].fromServerHtml?.(wrapper as never) }
    // Parsed as the render will parse it, which then reads this result (parse-blocks.ts).
    if (!parseBlock(block).ok) return undefined
    blocks.push(block)
  }
  return next === wrappers.length ? blocks : undefined
}

/** How a page's query crosses (app/router.tsx): its static blocks as HTML, read back from `root`. */
export const pageQueryCrossing = (root: () => ParentNode): QueryCrossing => ({
  applies: isPageQueryKey,
  // Only the server dehydrates: the browser's bundle goes without this half.
  leaveOut: (data) => {
    if (!import.meta.env.SSR) return data
    const page = data as Page
    return { ...page, blocks: leaveOutServerHtmlBlocks(page.blocks) } as typeof data
  },
  restore: (data) => {
    const page = data as Page
    const blocks = readServerHtmlBlocks(page.blocks, root())
    return blocks && ({ ...page, blocks } as typeof data)
  },
})
