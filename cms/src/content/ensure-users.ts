// The admin user for local use (an administrator): created from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when missing,
// and given the API key CMS_API_KEY (the key the site's draft reads carry) when one is set.
import type { Payload } from 'payload'

type Env = Record<string, string | undefined>

export async function ensureAdmin(payload: Payload, env: Env) {
  const email = env.CMS_ADMIN_EMAIL
  const password = env.CMS_ADMIN_PASSWORD
  if (!email || !password) throw new Error('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD must be set')
  const apiKey = env.CMS_API_KEY?.trim()
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
      data: { email, password, role: 'admin', ...key },
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
