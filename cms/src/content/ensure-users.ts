// The users a start makes sure of (docs/decisions/044-cms-roles-least-privilege.md):
// - the first administrator, from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, created only in a CMS that
//   has no user at all. A start never changes an existing user: who changes their e-mail to
//   CMS_ADMIN_EMAIL stays what they were;
// - the website's reader (role `site`), the one user holding CMS_API_KEY, the key the site reads
//   published and draft content with. It has a random password nobody knows and may not log in;
//   every other user loses that key, so the site's key is never an editor's or administrator's.
import { createHmac, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { hasRole } from '../access/roles.ts'
import { type CmsConfig, firstAdminPassword } from '../cms-env.ts'

/** The website's reader's account: a name no person's address can be. */
const siteReaderEmail = 'website@cms.invalid'

export async function ensureUsers(payload: Payload, config: CmsConfig) {
  await ensureFirstAdmin(payload, config)
  await ensureSiteReader(payload, config.admin.apiKey)
}

async function ensureFirstAdmin(payload: Payload, config: CmsConfig) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  // In production the password must be set, and strong, only now (cms-env.ts).
  const password = firstAdminPassword(config)
  await payload.create({
    collection: 'users',
    data: { email: config.admin.email, password, role: 'admin' },
    overrideAccess: true,
  })
}

async function ensureSiteReader(payload: Payload, apiKey: string | undefined) {
  const {
    docs: [reader],
  } = await payload.find({ collection: 'users', where: { email: { equals: siteReaderEmail } }, overrideAccess: true })
  if (!reader && !apiKey) return
  if (reader && !hasRole(reader, 'site'))
    throw new Error(`The user ${siteReaderEmail} is no website reader: CMS_API_KEY is not given to it`)
  // No key set: the reader keeps its account but no key opens it.
  const key = apiKey ? { enableAPIKey: true, apiKey } : { enableAPIKey: false, apiKey: null }
  const saved = reader
    ? await payload.update({ collection: 'users', id: reader.id, data: key, overrideAccess: true })
    : await payload.create({
        collection: 'users',
        data: { email: siteReaderEmail, password: randomBytes(32).toString('base64url'), role: 'site', ...key },
        overrideAccess: true,
      })
  if (apiKey) await takeKeyFromOthers(payload, apiKey, saved.id)
}

/** Any other user holding the key (an administrator who had it before the reader existed) loses it. */
async function takeKeyFromOthers(payload: Payload, apiKey: string, readerId: unknown) {
  // Payload finds a key's user by this index: an HMAC of the key with the CMS's secret (SHA-256; SHA-1 for older keys).
  const index = (algorithm: string) => createHmac(algorithm, payload.secret).update(apiKey).digest('hex')
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { or: [{ apiKeyIndex: { equals: index('sha256') } }, { apiKeyIndex: { equals: index('sha1') } }] },
        { id: { not_equals: readerId } },
      ],
    },
    overrideAccess: true,
  })
  for (const { id } of docs)
    await payload.update({ collection: 'users', id, data: { enableAPIKey: false, apiKey: null }, overrideAccess: true })
}
