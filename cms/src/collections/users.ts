// Editors and machines: an editor logs in to the admin; the site reads drafts with a user's API key
// (Authorization: users API-Key <key>, env CMS_API_KEY on both sides). Each user has one role
// (access/roles.ts); only administrators create users and change roles, and the first user of an
// empty CMS is its administrator.
import type { CollectionConfig } from 'payload'
import {
  administrators,
  administratorsField,
  cmsRoles,
  rolesDescription,
  selfOrAdministrators,
} from '../access/roles.ts'

export const users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  auth: { useAPIKey: true },
  admin: {
    useAsTitle: 'email',
    group: { de: 'Verwaltung', en: 'Admin' },
    defaultColumns: ['email', 'role'],
  },
  access: {
    // The admin's "create first user" screen works on an empty CMS only.
    create: async ({ req }) =>
      administrators({ req }) ||
      (await req.payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0,
    read: selfOrAdministrators,
    update: selfOrAdministrators,
    delete: administrators,
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
