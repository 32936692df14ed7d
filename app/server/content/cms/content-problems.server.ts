// What the site's zod schemas say is wrong with a document the CMS is about to save, each problem at
// the CMS path of the field that shows it. The CMS asks once per validation pass and every derived
// field takes the messages at its own path (a list field also those of its rows: a block or row as
// a whole), so the admin marks the field itself, and keeps the mark at each form-state refresh
// until the value is fixed. What belongs to no field (the document as a whole) and what Payload
// would drop before any field saw it (a block of an unknown type) the CMS reports for the document.
import de from 'zod/v4/locales/de.js'
import en from 'zod/v4/locales/en.js'
import { isBlockType } from '../../../blocks/catalogue.ts'
import type { CmsCollection } from './cms-collections.server.ts'
import { cmsPath, fromCms, type MediaRefs } from './cms-document.server.ts'

type Doc = Record<string, unknown>

export type ContentProblem = {
  path: string
  message: string
  /** Reported for the document, not by a field: a block of a type Payload would drop unseen. */
  ofDocument?: true
}

export type Strictness = 'publish' | 'draft'

/** The languages of the admin (decision 033, cms/src/i18n.ts); zod's own messages are given in the editor's. */
export type EditorLanguage = 'de' | 'en'

const zodMessages = { de: de().localeError, en: en().localeError }
const unknownBlockMessage = {
  de: (type: string) => `Unbekannter Blocktyp "${type}"`,
  en: (type: string) => `Unknown block type "${type}"`,
}

const blocksOf = (contract: Doc): unknown[] => (Array.isArray(contract.blocks) ? contract.blocks : [])

/**
 * The problems of a document in the CMS's shape. Published documents are checked as strictly as
 * content/ is (every block by its schema, the page's block rules); drafts with the draft schema of
 * a collection that has one (the API's page: the preview shows a placeholder for a bad block).
 */
export function contentProblems(
  collection: CmsCollection,
  data: Doc,
  strictness: Strictness,
  media: MediaRefs = {},
  language: EditorLanguage = 'en',
): ContentProblem[] {
  const draft = strictness === 'draft'
  // A draft of an entry or article may be unfinished: publishing checks it.
  if (draft && !collection.draftSchema) return []
  const contract = fromCms(collection.fields, data, media)
  const schema = (draft && collection.draftSchema) || collection.publishSchema
  const at = (path: readonly PropertyKey[], message: string): ContentProblem => {
    const { path: fieldPath, inside } = cmsPath(collection.fields, contract, path)
    return { path: fieldPath, message: inside ? `${inside}: ${message}` : message }
  }
  const problems: ContentProblem[] = (draft ? [] : blocksOf(contract)).flatMap((block, index) => {
    const type = (block as Doc).blockType
    return typeof type === 'string' && isBlockType(type)
      ? []
      : [{ ...at(['blocks', index], unknownBlockMessage[language](String(type))), ofDocument: true as const }]
  })
  // zod's own messages in the editor's language; a schema's own rule keeps its one text.
  const result = schema.safeParse(contract, { error: zodMessages[language] })
  if (!result.success)
    for (const issue of result.error.issues) {
      const problem = at(issue.path, issue.message)
      // An unknown block is reported once, by name, not again as a union without a match.
      if (!problems.some((known) => known.path === problem.path)) problems.push(problem)
    }
  return problems
}

const rowOf = (listPath: string, path: string) => {
  const rest = path.startsWith(`${listPath}.`) ? path.slice(listPath.length + 1) : ''
  return /^\d+$/.test(rest) ? Number(rest) : undefined
}

/**
 * What the field at `path` shows: the problems at its path, and those of its rows as a whole
 * (numbered as the admin counts them), or undefined when it has none.
 */
export function messageAt(problems: readonly ContentProblem[], path: string): string | undefined {
  const messages = problems.flatMap((problem) => {
    if (problem.ofDocument) return []
    if (problem.path === path) return [problem.message]
    const row = rowOf(path, problem.path)
    return row === undefined ? [] : [`#${row + 1}: ${problem.message}`]
  })
  return messages.length > 0 ? messages.join('; ') : undefined
}

/**
 * The problems no field shows: of the document as a whole, and unknown blocks (Payload drops a
 * block it does not know before its fields are validated).
 */
export function documentProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return problems.filter(({ path, ofDocument }) => path === '' || ofDocument)
}

const checked = new WeakMap<Doc, Map<EditorLanguage, ContentProblem[]>>()

/**
 * contentProblems of a document as it is published, once per document object and language: the
 * CMS hands every field of a validation pass the same prepared document (its own by-value memo,
 * cms/src/hooks/validate-with-zod.ts), so the fields of a pass share one check. `media` gives the
 * site paths of the images the document names by id.
 */
export function problemsOnce(
  document: Doc,
  collection: CmsCollection,
  media: MediaRefs = {},
  language: EditorLanguage = 'en',
): ContentProblem[] {
  const known = checked.get(document) ?? new Map<EditorLanguage, ContentProblem[]>()
  checked.set(document, known)
  const found = known.get(language) ?? contentProblems(collection, document, 'publish', media, language)
  known.set(language, found)
  return found
}

/**
 * The path of `target` (an object inside `document`, by identity) as the CMS writes paths
 * (`blocks.1.items.0`; '' for the document itself), or undefined when it is not inside it.
 */
export function pathOfObject(document: unknown, target: unknown, at = ''): string | undefined {
  if (document === target) return at
  if (typeof document !== 'object' || document === null) return undefined
  for (const [key, value] of Object.entries(document)) {
    if (typeof value !== 'object' || value === null) continue
    const found = pathOfObject(value, target, at ? `${at}.${key}` : key)
    if (found !== undefined) return found
  }
  return undefined
}
