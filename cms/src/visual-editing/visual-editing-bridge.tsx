'use client'
// The document form's side of visual editing (docs/decisions/088-visual-editing-messages.md): it
// tells the live-preview pane which blocks the form holds (id, path, name in the admin's language),
// and does what the editor asks for in the pane (open a block or one of its items, move, duplicate,
// remove, undo, insert, open a casino, author or provider) through the form's own row operations,
// so each is a draft edit like one made in the form: autosave keeps it, and the pane reloads the
// draft it saved. Messages count only from the pane's own frame at the preview's origin. A link
// from a preview in a tab of its own names a block (and item) to open when the form loads (decision 095).
import { getTranslation } from '@payloadcms/translations'
import {
  useAllFormFields,
  useConfig,
  useDocumentInfo,
  useForm,
  useLivePreviewContext,
  useTranslation,
} from '@payloadcms/ui'
import type { ClientBlock, ClientField, FormState } from 'payload'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  type BlockRef,
  type FormMessage,
  openBlockParam,
  openItemParam,
  type PaneMessage,
  paneMessageSchema,
  visualEditingMessageType,
} from '../../../app/contracts/visual-editing.ts'
import { visualEditingTexts } from '../../../app/contracts/visual-editing-texts.ts'
import { adminLanguage } from '../admin-language.ts'

type Removed = { index: number; blockType: string; state: FormState }

/** The document's blocks field (a page's `blocks`) in the client config. */
const blocksFieldOf = (fields: readonly ClientField[]) =>
  fields.find((field): field is Extract<ClientField, { type: 'blocks' }> => field.type === 'blocks')

/** The form state of the row at path, with paths relative to it: what adding the row back needs. */
function rowState(fields: FormState, rowPath: string): FormState {
  const prefix = `${rowPath}.`
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  )
}

/** The origin of the preview's URL (absolute: the site's), or none for an unusable one. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

const focusable = 'input:not([type="hidden"]):not([disabled]), textarea, select, [contenteditable="true"]'

/**
 * How long the form may take to render a row it was told to open: its fields may come from the
 * server, seconds on a busy machine. The editor doing anything in the form meanwhile ends the wait.
 */
const renderWaitMs = 30_000

/**
 * The element of the row at index of the array or blocks field at listPath: a block's row is
 * #<path with dashes>-row-<index>, an array's row a #scroll-<id>-row-<index> inside its field.
 */
const rowElement = (listPath: string, index: number) =>
  document.getElementById(`${listPath.replaceAll('.', '-')}-row-${index}`) ??
  document
    .getElementById(`field-${listPath.replaceAll('.', '__')}`)
    ?.querySelector(`[id^="scroll-"][id$="-row-${index}"]`)

/** What an editor does that says the form is theirs again: opening a row for them ends there. */
const editorActions = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const

/** Whether the editor has acted in the form since this was called, and the end of listening for it. */
function watchEditor(): { acted: () => boolean; stop: () => void } {
  let acted = false
  const onAction = () => {
    acted = true
  }
  for (const event of editorActions) window.addEventListener(event, onAction, { capture: true })
  return {
    acted: () => acted,
    stop: () => {
      for (const event of editorActions) window.removeEventListener(event, onAction, { capture: true })
    },
  }
}

/**
 * Keeps the focused field in view while the form around it changes size (the rows above it still
 * opening), until the field loses the focus, the editor acts, or the form settles.
 */
function keepInView(target: HTMLElement, until: number) {
  const editor = watchEditor()
  const resizes = new ResizeObserver(() => {
    if (!editor.acted() && document.activeElement === target && Date.now() < until)
      return target.scrollIntoView({ block: 'nearest' })
    resizes.disconnect()
    editor.stop()
  })
  resizes.observe(target.closest('form') ?? document.body)
}

/**
 * Scrolls the row's first field into view and focuses it, once the form has rendered it open: the
 * fields in the row's state are in the form's order, and each renders as #field-<path>. The form
 * renders a row's fields only once the row is on screen, so the row is scrolled to first.
 */
function focusFirstField(
  getFields: () => FormState,
  expand: (path: string, index: number) => void,
  listPath: string,
  index: number,
) {
  const until = Date.now() + renderWaitMs
  const editor = watchEditor()
  const attempt = () => {
    if (editor.acted() || Date.now() > until) return editor.stop()
    // The form's answer from the server may close the row again: opened until its field is focused.
    if (getFields()[listPath]?.rows?.[index]?.collapsed) expand(listPath, index)
    const prefix = `${listPath}.${index}.`
    for (const key of Object.keys(getFields())) {
      if (!key.startsWith(prefix)) continue
      const element = document.getElementById(`field-${key.replaceAll('.', '__')}`)
      const target = element?.matches(focusable) ? element : element?.querySelector<HTMLElement>(focusable)
      if (target && target.getClientRects().length > 0 && !target.closest('.collapsible--collapsed')) {
        target.scrollIntoView({ block: 'center' })
        target.focus({ preventScroll: true })
        editor.stop()
        return keepInView(target, Date.now() + renderWaitMs)
      }
    }
    rowElement(listPath, index)?.scrollIntoView({ block: 'start' })
    setTimeout(attempt, 50)
  }
  attempt()
}

export function VisualEditingBridge() {
  const { iframeRef, url } = useLivePreviewContext()
  const [fields, dispatchFields] = useAllFormFields()
  const { addFieldRow, moveFieldRow, removeFieldRow, getFields, setModified } = useForm()
  const { collectionSlug, setDocFieldPreferences } = useDocumentInfo()
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const [removed, setRemoved] = useState<Removed>()

  const previewOrigin = typeof url === 'string' ? originOf(url) : undefined
  const blocksField = blocksFieldOf(collectionSlug ? (getEntityConfig({ collectionSlug })?.fields ?? []) : [])
  const blocksPath = blocksField?.name
  const rows = (blocksPath && fields[blocksPath]?.rows) || []

  const labelOf = useCallback(
    (blockType: string) => {
      const block = (blocksField?.blocks ?? []).find((candidate: ClientBlock) => candidate.slug === blockType)
      return block?.labels?.singular ? getTranslation(block.labels.singular, i18n) : blockType
    },
    [blocksField, i18n],
  )

  const blocks = rows.flatMap((row, index) =>
    row.blockType
      ? [{ id: row.id, path: `${blocksPath}.${index}`, blockType: row.blockType, label: labelOf(row.blockType) }]
      : [],
  )
  // Typing changes the form's state, not its blocks: the pane is told when they change.
  const blocksKey = JSON.stringify(blocks)
  // biome-ignore lint/correctness/useExhaustiveDependencies: blocksKey stands for blocks
  const message: FormMessage | undefined = useMemo(
    () =>
      blocksPath === undefined
        ? undefined
        : {
            type: visualEditingMessageType,
            kind: 'blocks',
            blocks,
            insertable: (blocksField?.blocks ?? []).map((block: ClientBlock) => ({
              blockType: block.slug,
              label: labelOf(block.slug),
            })),
            texts: visualEditingTexts[adminLanguage(i18n.language)],
            canUndo: removed !== undefined,
          },
    [blocksPath, blocksField, blocksKey, labelOf, i18n.language, removed],
  )

  const post = useCallback(() => {
    const pane = iframeRef.current?.contentWindow
    if (pane && previewOrigin && message) pane.postMessage(message, previewOrigin)
  }, [iframeRef, previewOrigin, message])

  // The pane learns of every change to the form's blocks (it shows them once the draft is saved).
  useEffect(post, [post])

  /** Opens the row at index of the array or blocks field at path (as its collapse toggle does). */
  const expand = useCallback(
    (path: string, index: number) => {
      const current = getFields()[path]?.rows ?? []
      const updatedRows = current.map((row, at) => (at === index ? { ...row, collapsed: false } : row))
      dispatchFields({ type: 'SET_ROW_COLLAPSED', path, updatedRows })
      setDocFieldPreferences(path, { collapsed: updatedRows.filter((row) => row.collapsed).map((row) => row.id) })
    },
    [dispatchFields, getFields, setDocFieldPreferences],
  )

  /** The block's index in the form, if the pane's block is the form's block at that path still. */
  const indexOf = useCallback(
    (block: BlockRef) => {
      const index = rows.findIndex((row) => row.id === block.id)
      return index >= 0 && `${blocksPath}.${index}` === block.path ? index : undefined
    },
    [rows, blocksPath],
  )

  const open = useCallback(
    (index: number, item?: { field: string; index: number }) => {
      if (!blocksPath) return
      const blockPath = `${blocksPath}.${index}`
      expand(blocksPath, index)
      const listPath = item && `${blockPath}.${item.field}`
      const listRows = listPath ? getFields()[listPath]?.rows : undefined
      if (listPath && item && listRows && item.index < listRows.length) {
        expand(listPath, item.index)
        focusFirstField(getFields, expand, listPath, item.index)
      } else focusFirstField(getFields, expand, blocksPath, index)
    },
    [blocksPath, expand, getFields],
  )

  // A link from a preview in a tab of its own (?block=<row id>&item=items.2): the block is opened
  // once the form holds it, once.
  const linked = useRef(typeof window === 'undefined' ? undefined : new URLSearchParams(window.location.search))
  useEffect(() => {
    const id = linked.current?.get(openBlockParam)
    const index = id ? rows.findIndex((row) => row.id === id) : -1
    if (!linked.current || index < 0) return
    const [field, itemIndex] = linked.current.get(openItemParam)?.split('.') ?? []
    linked.current = undefined
    open(index, field && itemIndex ? { field, index: Number(itemIndex) } : undefined)
  }, [rows, open])

  const handle = useCallback(
    async (request: PaneMessage) => {
      if (!blocksPath) return
      if (request.kind === 'ready') return post()
      if (request.kind === 'undo') {
        if (!removed) return
        addFieldRow({
          path: blocksPath,
          rowIndex: removed.index,
          schemaPath: blocksPath,
          blockType: removed.blockType,
          subFieldState: removed.state,
        })
        return setRemoved(undefined)
      }
      if (request.kind === 'openDocument') return openDocument(request.collection, request.contentId, getFields())
      const ref = request.kind === 'insert' ? request.after : request.block
      const index = indexOf(ref)
      // A block the form no longer holds there: the pane is told what it holds instead.
      if (index === undefined) return post()
      switch (request.kind) {
        case 'open':
          return open(index, request.item)
        case 'move': {
          const to = index + request.by
          if (to >= 0 && to < rows.length) moveFieldRow({ path: blocksPath, moveFromIndex: index, moveToIndex: to })
          return
        }
        case 'duplicate':
          dispatchFields({ type: 'DUPLICATE_ROW', path: blocksPath, rowIndex: index })
          return setModified(true)
        case 'remove': {
          const blockType = rows[index]?.blockType
          if (!blockType) return
          setRemoved({ index, blockType, state: rowState(getFields(), `${blocksPath}.${index}`) })
          return removeFieldRow({ path: blocksPath, rowIndex: index })
        }
        case 'insert':
          addFieldRow({ path: blocksPath, rowIndex: index + 1, schemaPath: blocksPath, blockType: request.blockType })
          return requestAnimationFrame(() => open(index + 1))
      }
    },
    [
      blocksPath,
      post,
      removed,
      addFieldRow,
      getFields,
      indexOf,
      open,
      rows,
      moveFieldRow,
      dispatchFields,
      setModified,
      removeFieldRow,
    ],
  )

  const latest = useRef(handle)
  latest.current = handle
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the pane's own frame, showing the preview's origin: no other window or origin edits the form.
      if (!previewOrigin || event.origin !== previewOrigin) return
      if (!iframeRef.current || event.source !== iframeRef.current.contentWindow) return
      const parsed = paneMessageSchema.safeParse(event.data)
      if (parsed.success) void latest.current(parsed.data)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [previewOrigin, iframeRef])

  return null
}

/**
 * Opens the document of a casino or other entry a block shows, in a new tab, by its content id in
 * the page's site and locale.
 */
async function openDocument(collection: string, contentId: string, fields: FormState) {
  const search = new URLSearchParams({ 'where[contentId][equals]': contentId, depth: '0', limit: '1' })
  for (const field of ['site', 'locale']) {
    const value = fields[field]?.value
    if (typeof value === 'string') search.set(`where[${field}][equals]`, value)
  }
  const response = await fetch(`/api/${collection}?${search}`, { credentials: 'include' })
  if (!response.ok) return
  const { docs } = (await response.json()) as { docs?: { id: number | string }[] }
  const id = docs?.[0]?.id
  if (id !== undefined) window.open(`/admin/collections/${collection}/${id}`, '_blank', 'noopener')
}
