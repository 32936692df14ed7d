// Who may do what in the CMS (docs/decisions/044-cms-roles-least-privilege.md). Administrators manage
// users and see the figures; editors write and publish all content; authors write posts (their own,
// as drafts an editor publishes); operators (who pay for traffic and live from its revenue) see the
// figures and read content; the website reads published and draft content with its API key and
// does nothing else. Access is checked by Payload on the server for every request, not only hidden
// in the admin.
import {
  type Access,
  type CollectionBeforeOperationHook,
  type FieldAccess,
  Forbidden,
  type PayloadRequest,
} from 'payload'

export const cmsRoles = [
  { value: 'admin', label: { de: 'Administrator', en: 'Administrator' } },
  { value: 'editor', label: { de: 'Redakteur', en: 'Editor' } },
  { value: 'author', label: { de: 'Autor', en: 'Author' } },
  { value: 'operator', label: { de: 'Betreiber', en: 'Operator' } },
  { value: 'site', label: { de: 'Website (Lesezugriff)', en: 'Website (read only)' } },
] as const

/** What each role may do, as the user form explains it. */
export const rolesDescription = {
  de: 'Administratoren verwalten Benutzer und sehen die Kennzahlen; Redakteure schreiben und veröffentlichen Inhalte; Autoren schreiben Entwürfe ihrer Beiträge; Betreiber sehen die Kennzahlen; die Website liest Inhalte mit ihrem API-Schlüssel und meldet sich nie an.',
  en: 'Administrators manage users and see the figures; editors write and publish content; authors write drafts of their posts; operators see the figures; the website reads content with its API key and never logs in.',
}

export type CmsRole = (typeof cmsRoles)[number]['value']

/** Any user object: Payload's user type knows no role (types are not generated). */
type WithRole = object | null | undefined

export const roleOf = (user: WithRole): CmsRole | undefined => {
  const role = user && 'role' in user ? user.role : undefined
  return cmsRoles.find(({ value }) => value === role)?.value
}

export const hasRole = (user: WithRole, ...roles: CmsRole[]) => {
  const role = roleOf(user)
  return role !== undefined && roles.includes(role)
}

/** The revenue dashboard and its CSV: administrators and operators. */
export const seesFigures = (req: Pick<PayloadRequest, 'user'>) => hasRole(req.user, 'admin', 'operator')

export const administrators: Access = ({ req }) => hasRole(req.user, 'admin')
export const administratorsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
/** Content is written and published by editors and administrators (jobs too: a job publishes). */
export const writesContent = ({ req }: { req: Pick<PayloadRequest, 'user'> }) => hasRole(req.user, 'admin', 'editor')
export const contentWriters: Access = writesContent
export const contentWritersField: FieldAccess = writesContent
/** A person's own account, or any account for an administrator. The website's reader has no account to see or change. */
export const selfOrAdministrators: Access = ({ req }) =>
  hasRole(req.user, 'admin') || (req.user && !hasRole(req.user, 'site') ? { id: { equals: req.user.id } } : false)

/** The admin is for people: the website's reader only ever calls the REST API with its key. */
export const usesTheAdmin = ({ req }: { req: Pick<PayloadRequest, 'user'> }) =>
  Boolean(req.user) && !hasRole(req.user, 'site')

/** The field of a post that names the user who created it: an author edits only what they own. */
export const ownerField = 'createdBy'

/**
 * A draft, as an author may write it: the data says so outright. Without data (the admin asking
 * what a user may do at all) the answer is about the document, not this write.
 */
const isDraftWrite = (data: unknown) =>
  data === undefined || (typeof data === 'object' && data !== null && '_status' in data && data._status === 'draft')

/** Posts: content writers, and authors creating drafts. */
export const postCreators: Access = ({ req, data }) =>
  hasRole(req.user, 'admin', 'editor') ||
  // A new post is a draft unless it says otherwise (the `_status` field's default).
  (hasRole(req.user, 'author') && (data as { _status?: unknown } | undefined)?._status !== 'published')

/**
 * Posts: content writers, and an author their own posts, as drafts only. A write without a status
 * would keep a published post published with the author's changes, so it is refused too.
 */
export const postUpdaters: Access = ({ req, data }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (!req.user || !hasRole(req.user, 'author') || !isDraftWrite(data)) return false
  return { [ownerField]: { equals: req.user.id } }
}

/** The operations that write a post, whatever their route: save, autosave, bulk edit, duplicate, restore. */
const writes = new Set(['create', 'update', 'restoreVersion'])

/**
 * An author's every write is a draft: Payload stores it as a new version and leaves the document the
 * site reads as an editor left it. The access rules above see only the data, not whether Payload
 * saves a draft (`draft=true`) or the document itself: a write of `_status: 'draft'` without it would
 * unpublish a published post, a restore without it would replace the published document, and a
 * duplicate without it copies the published status. So the operation itself must be a draft.
 */
export const authorsWriteDrafts: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (overrideAccess || !writes.has(operation) || !hasRole(req.user, 'author')) return args
  const { data, draft } = args as { data?: { _status?: unknown }; draft?: boolean }
  const status = data?._status
  // A new document may also say so in its data (the admin's duplicate does): it is then no more than a draft.
  const isDraft = draft === true || (operation === 'create' && status === 'draft')
  if (status === 'published' || !isDraft) throw new Forbidden(req.t)
  return args
}
