// Renders a page's blocks through their views. Unknown or invalid blocks render nothing for
// visitors (a visible placeholder in preview) and are reported; a block that throws while
// rendering is contained by its own boundary so the rest of the page stands.
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react'
import type { BlockEnvelope } from '../contracts/content/schemas.ts'
import { blockEditorAttribute } from '../contracts/editor-attributes.ts'
import { reportError } from '../errors/report.ts'
import { isBlockType } from './block-schemas.ts'
import type { Block } from './catalogue.ts'
import type { BlockContext, BlockLoadContext, BlockView } from './define-block.ts'
import { blockKey, parseBlock } from './parse-blocks.ts'
import { blockViews } from './views.ts'

type Props = { blocks: readonly BlockEnvelope[]; context: BlockContext }

export function RenderBlocks({ blocks, context }: Props) {
  return blocks.map((envelope, index) => (
    <RenderBlock key={blockKey(envelope, index)} envelope={envelope} context={context} />
  ))
}

/** One block, parsed in its own render, so that hydrating a page's blocks can yield between them. */
function RenderBlock({ envelope, context }: { envelope: BlockEnvelope; context: BlockContext }) {
  const entry = parseBlock(envelope)
  if (!entry.ok) {
    // In preview the placeholder is the report: an editor's unfinished draft is no incident.
    if (!context.preview) reportInvalidBlock(entry.blockType, entry.reason)
    return context.preview ? (
      <InvalidBlockPlaceholder
        blockType={entry.blockType}
        reason={entry.reason}
        // A block of a type the site does not know is none it can name: no outline rather than a wrong one.
        {...(isBlockType(entry.blockType) && editorProps(envelope, context.preview))}
      />
    ) : null
  }
  const { Component: BlockComponent } = viewOf(entry.block)
  return (
    // The wrapper carries the block's CMS id so editors can link to it (#faq).
    <div
      id={entry.block.id}
      className="block"
      data-block-type={entry.block.blockType}
      {...editorProps(envelope, context.preview)}
    >
      <BlockBoundary blockType={entry.block.blockType} preview={context.preview}>
        {/* On the server a throwing block can't be caught by an error boundary; a Suspense
            boundary makes React retry it in the browser, where BlockBoundary contains it. */}
        <Suspense fallback={null}>
          <BlockComponent block={entry.block} context={context} />
        </Suspense>
      </BlockBoundary>
    </div>
  )
}

/**
 * In a draft preview, the block's CMS row as a verified draft read names it (decision 094), for
 * visual editing's outlines; a visitor's page never carries it.
 */
const editorProps = (envelope: BlockEnvelope, preview: boolean) =>
  preview && envelope.editor !== undefined ? { [blockEditorAttribute]: JSON.stringify(envelope.editor) } : {}

/** The view of a block's type, typed for any block (each entry of blockViews is for one type). */
const viewOf = (block: Block) => blockViews[block.blockType] as BlockView<Block>

function reportInvalidBlock(blockType: string, reason: string) {
  reportError(new Error(`Invalid block ${blockType}: ${reason}`), { level: 'warning', tags: { blockType } })
}

function InvalidBlockPlaceholder({ blockType, reason, ...editor }: { blockType: string; reason: string }) {
  return (
    <div className="block-placeholder" role="note" data-block-type={blockType} {...editor}>
      <strong>{blockType}</strong>: {reason}
    </div>
  )
}

class BlockBoundary extends Component<{ blockType: string; preview: boolean; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, {
      level: 'error',
      tags: { blockType: this.props.blockType },
      extra: { componentStack: info.componentStack },
    })
  }
  override render() {
    if (!this.state.error) return this.props.children
    return this.props.preview ? (
      <InvalidBlockPlaceholder blockType={this.props.blockType} reason={this.state.error.message} />
    ) : null
  }
}

/**
 * Loads what the page's valid blocks read, in parallel, before the page renders; on the server
 * also the code of a block in a chunk of its own (a form), which the server renders to a string
 * and so never waits for during the render (docs/decisions/100-render-to-string.md).
 */
export function loadBlocks(blocks: readonly BlockEnvelope[], context: BlockLoadContext): Promise<unknown> {
  return Promise.all(
    blocks.flatMap((envelope) => {
      const entry = parseBlock(envelope)
      if (!entry.ok) return []
      const view = viewOf(entry.block)
      return [view.load?.(entry.block, context), import.meta.env.SSR ? view.preload?.() : undefined]
    }),
  )
}
