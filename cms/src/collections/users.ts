// The people who use the admin, and the website: an editor logs in to the admin; the site reads
// drafts with the API key of its own user, the website's reader (Authorization: users API-Key <key>,
// env CMS_API_KEY on both sides, content/ensure-users.ts). Each user has one role (access/roles.ts);
// only administrators create users and change roles, and the first user of an empty CMS is its
// administrator.
import { type CollectionConfig, Forbidden } from 'payload'
import {
  administrators,
  administratorsField,
  cmsRoles,
  hasRole,
  rolesDescription,
  selfOrAdministrators,
  usesTheAdmin,
} from '../access/roles.ts'
import { sessionAuth } from '../security/admin-security.ts'

export const users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  auth: { useAPIKey: true, ...sessionAuth },
  admin: {
    useAsTitle: 'email',
    group: { de: 'Verwaltung', en: 'Admin' },
    defaultColumns: ['email', 'role'],
  },
  access: {
    admin: usesTheAdmin,
    // The admin's "create first user" screen works on an empty CMS only.
    create: async ({ req }) =>
      administrators({ req }) ||
      (await req.payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0,
    read: selfOrAdministrators,
    update: selfOrAdministrators,
    delete: administrators,
  },
  hooks: {
    // The website's reader has a password nobody knows; should an administrator set one, it still
    // opens no session: the website calls the REST API with its key only.
    beforeLogin: [
      ({ req, user }) => {
        if (hasRole(user, 'site')) throw new Forbidden(req.t)
        return user
      },
    ],
  },
  fields: [
    {
      name: 'role',
      type: 'select',
      label: { de: 'Rolle', en: 'Role' },
      required: true,
      defaultValue: 'editor',
      options: cmsRoles.map(({ value, label }) => ({ value, label })),
      access: { update: administratorsField },
      admin: {
        position: 'sidebar',
        description: rolesDescription,
      },
      hooks: {
        // Nobody can choose their own role on the way in, except the very first user, who administers.
        beforeChange: [
          async ({ req, operation, value }) => {
            if (operation !== 'create' || req.user) return value
            const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true })
            return totalDocs === 0 ? 'admin' : value
          },
        ],
      },
    },
  ],
}
