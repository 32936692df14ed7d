// Visual editing: the messages between a draft preview framed by the CMS's live-preview pane and
// the CMS's document form (docs/decisions/088-visual-editing-messages.md), and what a draft preview
// renders to name its blocks (docs/decisions/094-blocks-named-by-their-cms-rows.md). The preview
// names a block by the row id and path the form uses; the form answers with what it holds, in the
// admin's language, and does every edit itself, as a draft change. Both sides parse every message
// they receive with these schemas, after checking who sent it.
import { lazySchema, z } from '../lib/zod.ts'

/** Every message of the protocol carries it, beside Payload's own live-preview messages. */
export const visualEditingMessageType = 'visual-editing'

/** A block of the page: its row's id in the CMS form and its path there (blocks.2). */
const blockRefSchema = z.object({ id: z.string().check(z.minLength(1)), path: z.string() })
export type BlockRef = z.infer<typeof blockRefSchema>

/**
 * What a verified draft read from the CMS adds to each block (cms-source.server.ts): its row, the
 * document it is in ("pages/12", for a link to the admin) and its name in the admin's languages
 * (for a preview with no form to ask). A draft preview renders it as its block's
 * blockEditorAttribute (editor-attributes.ts, render-blocks.tsx); public reads never carry it.
 */
export const blockEditorRefSchema = lazySchema(() =>
  z.object({
    ...blockRefSchema.shape,
    document: z.string().check(z.regex(/^[a-z-]+\/[^/]+$/)),
    label: z.object({ de: z.string(), en: z.string() }),
  }),
)
export type BlockEditorRef = z.infer<typeof blockEditorRefSchema>

/**
 * The admin's query parameters of a link from a preview in a tab of its own: the block (its row
 * id) and the item in it (items.2) the form opens when it loads.
 */
export const openBlockParam = 'block'
export const openItemParam = 'item'

/** An item of a block's list (an FAQ question, a table row): the list's field and the item's index. */
const itemRefSchema = z.object({ field: z.string(), index: z.number().check(z.int(), z.nonnegative()) })

/** Collections whose documents a block shows, opened as documents of their own. */
export const documentCollections = [
  'products',
  'finance-products',
  'authors',
  'game-providers',
  'payment-providers',
] as const

const paneMessage = <Kind extends string, Shape extends z.core.$ZodLooseShape>(kind: Kind, shape: Shape) =>
  z.object({ type: z.literal(visualEditingMessageType), kind: z.literal(kind), ...shape })

/** From the framed preview to the CMS form. */
export const paneMessageSchema = z.discriminatedUnion('kind', [
  paneMessage('ready', {}),
  paneMessage('open', { block: blockRefSchema, item: z.optional(itemRefSchema) }),
  paneMessage('move', { block: blockRefSchema, by: z.union([z.literal(-1), z.literal(1)]) }),
  paneMessage('duplicate', { block: blockRefSchema }),
  paneMessage('remove', { block: blockRefSchema }),
  paneMessage('undo', {}),
  paneMessage('insert', { after: blockRefSchema, blockType: z.string().check(z.minLength(1)) }),
  paneMessage('openDocument', { collection: z.enum(documentCollections), contentId: z.string().check(z.minLength(1)) }),
])
export type PaneMessage = z.infer<typeof paneMessageSchema>

/** The texts of the preview's controls, in the admin's language. */
export const visualEditingTextKeys = [
  'edit',
  'moveUp',
  'moveDown',
  'duplicate',
  'remove',
  'removed',
  'undo',
  'insertAfter',
  'toolbar',
] as const
export type VisualEditingTexts = Record<(typeof visualEditingTextKeys)[number], string>

const textsSchema = z.object(
  Object.fromEntries(visualEditingTextKeys.map((key) => [key, z.string()])) as Record<
    keyof VisualEditingTexts,
    z.ZodMiniString
  >,
)

/**
 * A block as the form holds it, named for the editor in the admin's language. The preview outlines
 * the page's block with the same row id at the same path, and no other (visual-editing.tsx).
 */
const formBlockSchema = z.object({
  ...blockRefSchema.shape,
  blockType: z.string(),
  label: z.string(),
})
export type FormBlock = z.infer<typeof formBlockSchema>

/** From the CMS form to the framed preview: what the form holds now. */
export const formMessageSchema = z.object({
  type: z.literal(visualEditingMessageType),
  kind: z.literal('blocks'),
  blocks: z.array(formBlockSchema),
  /** The block types an editor may insert, with their names. */
  insertable: z.array(z.object({ blockType: z.string(), label: z.string() })),
  texts: textsSchema,
  /** A removed block the form can put back. */
  canUndo: z.boolean(),
})
export type FormMessage = z.infer<typeof formMessageSchema>
