// Editors and machines: an editor logs in to the admin; the site reads drafts with a user's API key
// (Authorization: users API-Key <key>, env CMS_API_KEY on both sides).
import type { CollectionConfig } from 'payload'

export const users: CollectionConfig = {
  slug: 'users',
  auth: { useAPIKey: true },
  admin: { useAsTitle: 'email', group: 'Admin' },
  fields: [],
}
