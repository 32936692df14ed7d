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

/** A row of an array or blocks field: the field's path and the row's index. */
type RowAt = { path: string; index: number }

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

/** The field's focusable element: the element #id itself, or the first focusable one inside it. */
function focusableIn(id: string): HTMLElement | undefined {
  const element = document.getElementById(id)
  return (element?.matches(focusable) ? element : element?.querySelector<HTMLElement>(focusable)) ?? undefined
}

/** How often a held field is looked at while the form settles. */
const holdCheckMs = 100

/**
 * Keeps the opened field focused and in view while the form around it settles: rows above it still
 * opening move it, and the form may render its fields anew (the live-preview pane opening beside
 * it, the server's first answer), which drops the focus to the page. Held until the editor acts,
 * the focus goes somewhere else, or the wait ends.
 */
function holdFocus(id: string, until: number) {
  const editor = watchEditor()
  const check = () => {
    const target = focusableIn(id)
    const active = document.activeElement
    const dropped = active === null || active === document.body
    if (editor.acted() || Date.now() > until || (!dropped && active !== target)) return editor.stop()
    if (target && dropped) target.focus({ preventScroll: true })
    target?.scrollIntoView({ block: 'nearest' })
    setTimeout(check, holdCheckMs)
  }
  setTimeout(check, holdCheckMs)
}

/**
 * Opens the rows on the way (a block, and the item in it), then scrolls the last row's first field
 * into view and focuses it, once the form has rendered it open: the fields in the row's state are
 * in the form's order, and each renders as #field-<path>. The form renders a row's fields only once
 * the row is on screen, so the row is scrolled to first.
 */
function focusFirstField(
  getFields: () => FormState,
  expand: (path: string, index: number) => void,
  rows: readonly [RowAt, ...RowAt[]],
) {
  const until = Date.now() + renderWaitMs
  const editor = watchEditor()
  const { path: listPath, index } = rows[rows.length - 1] ?? rows[0]
  const attempt = () => {
    if (editor.acted() || Date.now() > until) return editor.stop()
    // The form's answer from the server may close a row again, or leave it to the editor's stored
    // preference (no collapsed state at all): each row on the way is opened until the field is focused.
    for (const row of rows)
      if (getFields()[row.path]?.rows?.[row.index]?.collapsed !== false) expand(row.path, row.index)
    const prefix = `${listPath}.${index}.`
    for (const key of Object.keys(getFields())) {
      if (!key.startsWith(prefix)) continue
      const id = `field-${key.replaceAll('.', '__')}`
      const target = focusableIn(id)
      if (target && target.getClientRects().length > 0 && !target.closest('.collapsible--collapsed')) {
        target.scrollIntoView({ block: 'center' })
        target.focus({ preventScroll: true })
        editor.stop()
        return holdFocus(id, Date.now() + renderWaitMs)
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
    const pane = iframeRef?.current?.contentWindow
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
      const block: RowAt = { path: blocksPath, index }
      const listPath = item && `${blocksPath}.${index}.${item.field}`
      const listRows = listPath ? getFields()[listPath]?.rows : undefined
      if (listPath && item && listRows && item.index < listRows.length)
        focusFirstField(getFields, expand, [block, { path: listPath, index: item.index }])
      else focusFirstField(getFields, expand, [block])
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
      if (!iframeRef?.current || event.source !== iframeRef.current.contentWindow) return
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
 * the page's site and locale. The tab opens at once, while the editor's click still counts as theirs
 * (a browser blocks a tab opened seconds later, after the answer), and goes to the document when it
 * is found; it closes again if there is none.
 */
async function openDocument(collection: string, contentId: string, fields: FormState) {
  const tab = window.open('', '_blank')
  if (!tab) return
  tab.opener = null
  const search = new URLSearchParams({ 'where[contentId][equals]': contentId, depth: '0', limit: '1' })
  for (const field of ['site', 'locale']) {
    const value = fields[field]?.value
    if (typeof value === 'string') search.set(`where[${field}][equals]`, value)
  }
  const { docs } = (await fetch(`/api/${collection}?${search}`, { credentials: 'include' })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))) as { docs?: { id: number | string }[] }
  const id = docs?.[0]?.id
  if (id === undefined) return tab.close()
  tab.location.href = `/admin/collections/${collection}/${id}`
}
