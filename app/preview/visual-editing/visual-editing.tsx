// Visual editing in a verified draft preview (docs/decisions/088-visual-editing-messages.md): over
// each block the page names by its CMS row (decision 094), an outline with the block's name that is
// a button. In the CMS's live-preview pane a click or Enter opens the block's fields in the form (a
// click on an FAQ question or a table row opens that item, on a casino, author or provider its own
// document), and a toolbar beside it moves, duplicates, removes or inserts after it; the form does
// each edit, this only asks. In a signed preview link opened in a tab of its own there is no form to
// ask: a click opens the block in the admin, in a new tab (decision 095). Loaded, in a chunk of its
// own, only by a verified draft preview (live-preview.tsx): no visitor's page has any of it.
import './visual-editing.css'
import { type MouseEvent, useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { blockEditorAttribute } from '../../contracts/editor-attributes.ts'
import {
  type BlockEditorRef,
  blockEditorRefSchema,
  type FormBlock,
  type FormMessage,
  formMessageSchema,
  openBlockParam,
  openItemParam,
  type PaneMessage,
  visualEditingMessageType,
} from '../../contracts/visual-editing.ts'
import { visualEditingTexts } from '../../contracts/visual-editing-texts.ts'
import { type PointedPart, pointedPart } from './block-parts.ts'

/** A block the form holds, and the page's element naming the same CMS row at the same path. */
type Placed = { block: FormBlock; ref: BlockEditorRef; element: Element }

/** The class of an outline's box: what the overlay adds inside the page's block elements. */
const outlineClass = 'visual-editing__block'

function parseRef(json: string | null): BlockEditorRef | undefined {
  if (json === null) return undefined
  try {
    const parsed = blockEditorRefSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The page's blocks that name their CMS row, in the page's order. */
const namedBlocks = (): { ref: BlockEditorRef; element: Element }[] =>
  [...document.querySelectorAll(`[${blockEditorAttribute}]`)].flatMap((element) => {
    const ref = parseRef(element.getAttribute(blockEditorAttribute))
    return ref ? [{ ref, element }] : []
  })

/**
 * The page's element of each block the form holds: the one naming the same row at the same path.
 * A block the form added, moved or removed since the pane's draft was saved, or one the page does
 * not show, has none until the pane shows the saved draft: no outline rather than a wrong one.
 */
function place(blocks: readonly FormBlock[]): Placed[] {
  const onPage = new Map(namedBlocks().map((named) => [named.ref.id, named]))
  return blocks.flatMap((block) => {
    const named = onPage.get(block.id)
    return named && named.ref.path === block.path ? [{ block, ...named }] : []
  })
}

const samePlaces = (a: Placed[], b: Placed[]) =>
  a.length === b.length &&
  a.every((placed, index) => {
    const other = b[index]
    return other?.block === placed.block && other.element === placed.element
  })

/** Whether a change to the page is the overlay's own (its outlines going into or out of blocks). */
const isOverlays = (record: MutationRecord) =>
  [...record.addedNodes, ...record.removedNodes].every(
    (node) => node instanceof Element && node.classList.contains(outlineClass),
  ) && record.type === 'childList'

/**
 * The blocks' elements, found again whenever the page's blocks change (a reloaded draft re-renders
 * them). Each outline sits inside its block's element (visual-editing.css), so it moves with the
 * block without being measured: an outline is never where its block was a frame ago.
 */
function usePlaces(blocks: readonly FormBlock[] | undefined): Placed[] {
  const [placed, setPlaced] = useState<Placed[]>([])
  useEffect(() => {
    if (!blocks) return
    const find = () => {
      const next = place(blocks)
      setPlaced((current) => (samePlaces(current, next) ? current : next))
    }
    find()
    const mutations = new MutationObserver((records) => {
      if (!records.every(isOverlays)) find()
    })
    mutations.observe(document.body, { childList: true, subtree: true, attributeFilter: [blockEditorAttribute] })
    return () => mutations.disconnect()
  }, [blocks])
  return placed
}

/** The admin's language as the browser asks for it, for a preview with no form to tell it. */
const browserLanguage = () => (navigator.language.toLowerCase().startsWith('en') ? 'en' : 'de')

/**
 * What a preview in a tab of its own shows: the page's named blocks, named in the browser's
 * language, with no controls to arrange them (only the form could).
 */
function standaloneForm(): FormMessage {
  const language = browserLanguage()
  return {
    type: visualEditingMessageType,
    kind: 'blocks',
    blocks: namedBlocks().map(({ ref, element }) => ({
      id: ref.id,
      path: ref.path,
      blockType: element.getAttribute('data-block-type') ?? '',
      label: ref.label[language],
    })),
    insertable: [],
    texts: visualEditingTexts[language],
    canUndo: false,
  }
}

/** The admin's edit view of the block's document, opening the block (and the item) when it loads. */
function adminUrl(cmsOrigin: string, ref: BlockEditorRef, part: PointedPart | undefined): string {
  const url = new URL(`/admin/collections/${ref.document}`, cmsOrigin)
  url.searchParams.set(openBlockParam, ref.id)
  if (part?.kind === 'item') url.searchParams.set(openItemParam, `${part.field}.${part.index}`)
  return url.href
}

export default function VisualEditing({ cmsOrigin, framed }: { cmsOrigin: string; framed: boolean }) {
  const [form, setForm] = useState<FormMessage>()

  const send = useCallback((message: PaneMessage) => window.parent.postMessage(message, cmsOrigin), [cmsOrigin])

  useEffect(() => {
    if (!framed) return setForm(standaloneForm())
    const onMessage = (event: MessageEvent) => {
      // Only the window framing the preview, at the CMS's origin, speaks for the form.
      if (event.origin !== cmsOrigin || event.source !== window.parent) return
      const parsed = formMessageSchema.safeParse(event.data)
      if (parsed.success) setForm(parsed.data)
    }
    // Listening before asking: the form's answer cannot come before there is an ear for it.
    window.addEventListener('message', onMessage)
    send({ type: visualEditingMessageType, kind: 'ready' })
    return () => window.removeEventListener('message', onMessage)
  }, [cmsOrigin, framed, send])

  const placed = usePlaces(form?.blocks)
  if (!form) return null

  /** What a click on the block asks for: in the pane, the form; in a tab of its own, the admin. */
  const open = (ref: BlockEditorRef, part: PointedPart | undefined) => {
    if (!framed) return void window.open(adminUrl(cmsOrigin, ref, part), '_blank', 'noopener')
    const type = visualEditingMessageType
    const block = { id: ref.id, path: ref.path }
    if (part?.kind === 'document')
      return send({ type, kind: 'openDocument', collection: part.collection, contentId: part.contentId })
    send({
      type,
      kind: 'open',
      block,
      ...(part?.kind === 'item' && { item: { field: part.field, index: part.index } }),
    })
  }

  return (
    <>
      {placed.map(({ block, ref, element }) =>
        createPortal(
          <BlockOutline
            block={block}
            element={element}
            form={form}
            first={form.blocks[0]?.id === block.id}
            last={form.blocks.at(-1)?.id === block.id}
            arrange={framed ? send : undefined}
            open={(part) => open(ref, part)}
          />,
          element,
          block.id,
        ),
      )}
      {form.canUndo &&
        createPortal(
          <div className="visual-editing__undo" role="status">
            {form.texts.removed}{' '}
            <button type="button" onClick={() => send({ type: visualEditingMessageType, kind: 'undo' })}>
              {form.texts.undo}
            </button>
          </div>,
          document.body,
        )}
    </>
  )
}

type OutlineProps = {
  block: FormBlock
  element: Element
  form: FormMessage
  first: boolean
  last: boolean
  /** The form's row operations; none without a form (a preview in a tab of its own). */
  arrange: ((message: PaneMessage) => void) | undefined
  open: (part: PointedPart | undefined) => void
}

function BlockOutline({ block, element, form, first, last, arrange, open }: OutlineProps) {
  const ref = { id: block.id, path: block.path }
  const type = visualEditingMessageType
  const { texts } = form
  const onClick = (event: MouseEvent) => {
    // A pointer's click names what lies under the outline (its label names the block itself);
    // Enter (no pointer) names the block.
    const onLabel = event.target instanceof Element && event.target.closest('.visual-editing__label')
    const pointed =
      event.detail > 0 && !onLabel
        ? document
            .elementsFromPoint(event.clientX, event.clientY)
            .find((under) => element.contains(under) && !under.closest(`.${outlineClass}`))
        : undefined
    open(pointed && pointedPart(element, block.blockType, pointed))
  }
  return (
    <div className={outlineClass}>
      <button
        type="button"
        className="visual-editing__outline"
        aria-label={`${texts.edit}: ${block.label}`}
        onClick={onClick}
      >
        <span className="visual-editing__label">{block.label}</span>
      </button>
      {arrange && (
        // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, named for its block
        <div className="visual-editing__tools" role="group" aria-label={`${block.label}: ${texts.toolbar}`}>
          <button type="button" disabled={first} onClick={() => arrange({ type, kind: 'move', block: ref, by: -1 })}>
            {texts.moveUp}
          </button>
          <button type="button" disabled={last} onClick={() => arrange({ type, kind: 'move', block: ref, by: 1 })}>
            {texts.moveDown}
          </button>
          <button type="button" onClick={() => arrange({ type, kind: 'duplicate', block: ref })}>
            {texts.duplicate}
          </button>
          <button type="button" onClick={() => arrange({ type, kind: 'remove', block: ref })}>
            {texts.remove}
          </button>
          <select
            aria-label={texts.insertAfter}
            value=""
            onChange={(event) => {
              if (event.target.value) arrange({ type, kind: 'insert', after: ref, blockType: event.target.value })
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
      )}
    </div>
  )
}
