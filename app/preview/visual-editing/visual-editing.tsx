// Visual editing in the CMS's live-preview pane (docs/decisions/088-visual-editing-messages.md):
// over each block the CMS form holds, an outline with the block's name that is a button: a click
// or Enter opens the block's fields in the form (a click on an FAQ question or a table row opens
// that item, on a casino its own document), and a toolbar beside it moves, duplicates, removes
// or inserts after it. The form does each edit; this only asks. Loaded, in a chunk of its own,
// only by a verified draft preview framed by the CMS (live-preview.tsx): no visitor's page has
// any of it, and the page's own markup is the same with and without it.
import './visual-editing.css'
import { type CSSProperties, type MouseEvent, useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import {
  type FormBlock,
  type FormMessage,
  formMessageSchema,
  type PaneMessage,
  visualEditingMessageType,
} from '../../contracts/visual-editing.ts'
import { pointedPart } from './block-parts.ts'

type Placed = { block: FormBlock; element: Element; box: CSSProperties }

/** A block's element on the page: its wrapper, or in a preview the placeholder of a block it could not show. */
const blockSelector = ':is(.block, .block-placeholder)[data-block-type]'

/**
 * The page's element of each block the form holds. The page shows a document's blocks in its order,
 * side by side (render-blocks.tsx), each named by its type and, if it has one, its anchor: the
 * siblings whose types and anchors are the form's, one for one, are its blocks. When none are (the
 * form holds a change the pane has not reloaded yet), no block is matched, so none is outlined
 * wrongly.
 */
function blockElements(blocks: readonly FormBlock[]): Element[] | undefined {
  const groups = new Map<Element | null, Element[]>()
  for (const element of document.querySelectorAll(blockSelector))
    groups.set(element.parentElement, [...(groups.get(element.parentElement) ?? []), element])
  return [...groups.values()].find(
    (elements) =>
      elements.length === blocks.length &&
      elements.every((element, index) => {
        const block = blocks[index]
        return (
          block?.blockType === element.getAttribute('data-block-type') &&
          (block.anchor === undefined || !element.classList.contains('block') || element.id === block.anchor)
        )
      }),
  )
}

/** Where each block the form holds is on the page; a block the page does not show gets no outline. */
function place(blocks: readonly FormBlock[]): Placed[] {
  const elements = blockElements(blocks) ?? []
  return blocks.flatMap((block, index) => {
    const element = elements[index]
    const rect = element?.getBoundingClientRect()
    if (!element || !rect || rect.height === 0) return []
    const box = {
      top: rect.top + window.scrollY,
      left: rect.left + window.scrollX,
      width: rect.width,
      height: rect.height,
    }
    return [{ block, element, box }]
  })
}

const sameBoxes = (a: Placed[], b: Placed[]) =>
  a.length === b.length &&
  a.every((placed, index) => {
    const other = b[index]
    return (
      other?.block === placed.block &&
      other.element === placed.element &&
      JSON.stringify(other.box) === JSON.stringify(placed.box)
    )
  })

/** The blocks' places, measured again whenever the page's layout may have changed. */
function usePlaces(blocks: readonly FormBlock[] | undefined, host: Element | undefined): Placed[] {
  const [placed, setPlaced] = useState<Placed[]>([])
  useEffect(() => {
    if (!blocks) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const next = place(blocks)
        setPlaced((current) => (sameBoxes(current, next) ? current : next))
      })
    }
    measure()
    // The page's own changes (a reloaded draft, an opened question), not the overlay's.
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => !host?.contains(record.target))) measure()
    })
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true })
    const resizes = new ResizeObserver(measure)
    resizes.observe(document.body)
    window.addEventListener('resize', measure)
    return () => {
      cancelAnimationFrame(frame)
      mutations.disconnect()
      resizes.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [blocks, host])
  return placed
}

export default function VisualEditing({ cmsOrigin }: { cmsOrigin: string }) {
  const [form, setForm] = useState<FormMessage>()
  const [host, setHost] = useState<HTMLElement>()

  const send = useCallback((message: PaneMessage) => window.parent.postMessage(message, cmsOrigin), [cmsOrigin])

  useEffect(() => {
    const element = document.createElement('div')
    element.className = 'visual-editing'
    document.body.append(element)
    setHost(element)
    const onMessage = (event: MessageEvent) => {
      // Only the window framing the preview, at the CMS's origin, speaks for the form.
      if (event.origin !== cmsOrigin || event.source !== window.parent) return
      const parsed = formMessageSchema.safeParse(event.data)
      if (parsed.success) setForm(parsed.data)
    }
    window.addEventListener('message', onMessage)
    send({ type: visualEditingMessageType, kind: 'ready' })
    return () => {
      window.removeEventListener('message', onMessage)
      element.remove()
    }
  }, [cmsOrigin, send])

  const placed = usePlaces(form?.blocks, host)
  if (!form || !host) return null
  return createPortal(
    <>
      {placed.map(({ block, element, box }) => (
        <BlockOutline
          key={block.id}
          block={block}
          element={element}
          box={box}
          form={form}
          first={form.blocks[0]?.id === block.id}
          last={form.blocks.at(-1)?.id === block.id}
          send={send}
        />
      ))}
      {form.canUndo && (
        <div className="visual-editing__undo" role="status">
          {form.texts.removed}{' '}
          <button type="button" onClick={() => send({ type: visualEditingMessageType, kind: 'undo' })}>
            {form.texts.undo}
          </button>
        </div>
      )}
    </>,
    host,
  )
}

type OutlineProps = {
  block: FormBlock
  element: Element
  box: CSSProperties
  form: FormMessage
  first: boolean
  last: boolean
  send: (message: PaneMessage) => void
}

function BlockOutline({ block, element, box, form, first, last, send }: OutlineProps) {
  const ref = { id: block.id, path: block.path }
  const type = visualEditingMessageType
  const { texts } = form
  const open = (event: MouseEvent) => {
    // A pointer's click names what lies under the outline; Enter (no pointer) names the block.
    const pointed =
      event.detail > 0
        ? document.elementsFromPoint(event.clientX, event.clientY).find((under) => element.contains(under))
        : undefined
    const part = pointed && pointedPart(element, block.blockType, pointed)
    if (part?.kind === 'document')
      return send({ type, kind: 'openDocument', collection: part.collection, contentId: part.contentId })
    send({
      type,
      kind: 'open',
      block: ref,
      ...(part?.kind === 'item' && { item: { field: part.field, index: part.index } }),
    })
  }
  return (
    <div className="visual-editing__block" style={box}>
      <button
        type="button"
        className="visual-editing__outline"
        aria-label={`${texts.edit}: ${block.label}`}
        onClick={open}
      >
        <span className="visual-editing__label">{block.label}</span>
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, named for its block */}
      <div className="visual-editing__tools" role="group" aria-label={`${block.label}: ${texts.toolbar}`}>
        <button type="button" disabled={first} onClick={() => send({ type, kind: 'move', block: ref, by: -1 })}>
          {texts.moveUp}
        </button>
        <button type="button" disabled={last} onClick={() => send({ type, kind: 'move', block: ref, by: 1 })}>
          {texts.moveDown}
        </button>
        <button type="button" onClick={() => send({ type, kind: 'duplicate', block: ref })}>
          {texts.duplicate}
        </button>
        <button type="button" onClick={() => send({ type, kind: 'remove', block: ref })}>
          {texts.remove}
        </button>
        <select
          aria-label={texts.insertAfter}
          value=""
          onChange={(event) => {
            if (event.target.value) send({ type, kind: 'insert', after: ref, blockType: event.target.value })
          }}
        >
          <option value="">{texts.insertAfter}</option>
          {form.insertable.map((option) => (
            <option key={option.blockType} value={option.blockType}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
