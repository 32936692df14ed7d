// The admin user for local use (an administrator): created from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when missing,
// and given the API key CMS_API_KEY (the key the site's draft reads carry) when one is set.
// In production the password must be set, and strong, only when the admin is created (cms-env.ts).
import type { Payload } from 'payload'
import { type CmsConfig, firstAdminPassword } from '../cms-env.ts'

export async function ensureAdmin(payload: Payload, config: CmsConfig) {
  const { email, apiKey } = config.admin
  const key = apiKey ? { enableAPIKey: true, apiKey } : {}
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  const [existing] = docs
  if (!existing)
    await payload.create({
      collection: 'users',
      data: { email, password: firstAdminPassword(config), role: 'admin', ...key },
      overrideAccess: true,
    })
  else
    await payload.update({
      collection: 'users',
      id: existing.id,
      data: { role: 'admin', ...key },
      overrideAccess: true,
    })
}
