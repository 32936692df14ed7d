// Who may do what in the CMS. Administrators manage users and see the figures; editors write
// content; operators (who pay for traffic and live from its revenue) see the figures and read
// content. Access is checked by Payload on the server for every request, not only hidden in the admin.
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const cmsRoles = [
  { value: 'admin', label: { de: 'Administrator', en: 'Administrator' } },
  { value: 'editor', label: { de: 'Redakteur', en: 'Editor' } },
  { value: 'operator', label: { de: 'Betreiber', en: 'Operator' } },
] as const

/** What each role may do, as the user form explains it. */
export const rolesDescription = {
  de: 'Administratoren verwalten Benutzer und sehen die Kennzahlen; Redakteure schreiben Inhalte; Betreiber sehen die Kennzahlen.',
  en: 'Administrators manage users and see the figures; editors write content; operators see the figures.',
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
/** Content is written by editors and administrators. */
export const contentWriters: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
/** A user's own account, or any account for an administrator. */
export const selfOrAdministrators: Access = ({ req }) =>
  hasRole(req.user, 'admin') || (req.user ? { id: { equals: req.user.id } } : false)
