// Roles in the real CMS (Payload, cms/), asked over its REST API as the admin and the site ask it:
// an author writes posts, their own, as drafts only, and touches nothing else (no other content, no
// other user, no role); an editor publishes. Refusals come from Payload's access checks on the
// server, whatever the admin shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'

type Doc = Record<string, unknown>

let cms: PayloadCms
const users = {} as Record<'author' | 'otherAuthor' | 'editor', { id: number; token: string }>
const password = 'role-test-password-1'

/** Headers of a request as the admin (its API key) or a logged-in user (their session token). */
const as = (who: keyof typeof users | 'admin') => ({
  'content-type': 'application/json',
  authorization: who === 'admin' ? `users API-Key ${cms.apiKey}` : `JWT ${users[who].token}`,
})

async function call(who: keyof typeof users | 'admin', method: string, path: string, body?: Doc) {
  const response = await fetch(`${cms.url}/api/${path}`, {
    method,
    headers: as(who),
    ...(body && { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Doc }
}

/** The first imported document of a collection (the oldest). */
async function firstDoc(collection: string): Promise<Doc> {
  const { body } = await call('admin', 'GET', `${collection}?where[site][equals]=90&sort=id&limit=1&depth=0`)
  const [doc] = body.docs as Doc[]
  if (!doc) throw new Error(`no ${collection}`)
  return doc
}

/** A new post's data: an imported post's content under a new id and name, as a draft. */
async function newPost(name: string): Promise<Doc> {
  const { id: _, createdAt: __, updatedAt: ___, createdBy: ____, ...post } = await firstDoc('posts')
  return { ...post, contentId: name, name, _status: 'draft' }
}

beforeAll(async () => {
  cms = await startPayloadCms()
  for (const [who, role] of [
    ['author', 'author'],
    ['otherAuthor', 'author'],
    ['editor', 'editor'],
  ] as const) {
    const email = `role-${who.toLowerCase()}@example.com`
    const created = await call('admin', 'POST', 'users', { email, password, role })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const login = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const { token, user } = (await login.json()) as { token: string; user: { id: number } }
    users[who] = { id: user.id, token }
  }
}, 180_000)

afterAll(async () => {
  await cms?.stop()
})

describe('an author', () => {
  let postId: unknown

  it('writes a post as a draft, owned by them, and goes on editing it', async () => {
    const created = await call('author', 'POST', 'posts?draft=true&depth=0', await newPost('mein-entwurf'))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const doc = created.body.doc as Doc
    postId = doc.id
    expect(doc.createdBy).toBe(users.author.id)
    const edited = await call('author', 'PATCH', `posts/${postId}?draft=true&depth=0`, {
      _status: 'draft',
      title: 'Mein Entwurf, überarbeitet',
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
  })

  it('cannot publish it, neither saying so nor by saving it without a status', async () => {
    expect((await call('author', 'PATCH', `posts/${postId}?depth=0`, { _status: 'published' })).status).toBe(403)
    expect((await call('author', 'PATCH', `posts/${postId}?depth=0`, { title: 'Still' })).status).toBe(403)
    expect(
      (await call('author', 'POST', 'posts?depth=0', { ...(await newPost('sofort')), _status: 'published' })).status,
    ).toBe(403)
    const { body } = await call('admin', 'GET', `posts/${postId}?depth=0`)
    expect(body._status).toBe('draft')
  })

  it("cannot edit, unpublish or delete another's post", async () => {
    const imported = await firstDoc('posts')
    const theirs = await call('otherAuthor', 'POST', 'posts?draft=true&depth=0', await newPost('fremder-entwurf'))
    expect(theirs.status).toBe(201)
    for (const id of [imported.id, (theirs.body.doc as Doc).id]) {
      expect(
        (await call('author', 'PATCH', `posts/${id}?draft=true&depth=0`, { _status: 'draft', title: 'X' })).status,
      ).toBe(403)
      expect((await call('author', 'PATCH', `posts/${id}?depth=0`, { _status: 'draft' })).status).toBe(403)
      expect((await call('author', 'DELETE', `posts/${id}`)).status).toBe(403)
    }
    expect((await call('admin', 'GET', `posts/${imported.id}?depth=0`)).body._status).toBe('published')
  })

  it('cannot edit or create casinos, nor any other content', async () => {
    const casino = await firstDoc('products')
    expect((await call('author', 'PATCH', `products/${casino.id}?depth=0`, { rating: 1 })).status).toBe(403)
    expect(
      (await call('author', 'PATCH', `products/${casino.id}?draft=true&depth=0`, { _status: 'draft' })).status,
    ).toBe(403)
    const { id: _, ...copy } = casino
    expect((await call('author', 'POST', 'products?depth=0', { ...copy, contentId: 'neu' })).status).toBe(403)
    const page = await firstDoc('pages')
    expect((await call('author', 'PATCH', `pages/${page.id}?draft=true&depth=0`, { _status: 'draft' })).status).toBe(
      403,
    )
  })

  it('reads and edits only their own account, and cannot change their role', async () => {
    const listed = await call('author', 'GET', 'users?depth=0')
    expect((listed.body.docs as Doc[]).map((user) => user.id)).toEqual([users.author.id])
    // Another account is not there for them (404), so neither is its update.
    expect((await call('author', 'GET', `users/${users.editor.id}`)).status).toBe(404)
    expect((await call('author', 'PATCH', `users/${users.editor.id}`, { email: 'x@example.com' })).status).toBe(403)
    expect((await call('author', 'POST', 'users', { email: 'neu@example.com', password, role: 'admin' })).status).toBe(
      403,
    )
    await call('author', 'PATCH', `users/${users.author.id}`, { role: 'admin' })
    expect((await call('admin', 'GET', `users/${users.author.id}`)).body.role).toBe('author')
  })

  it('is told so by the permissions the admin is built from', async () => {
    const { body } = await call('author', 'GET', 'access')
    const collections = body.collections as Record<string, Record<string, unknown>>
    expect(collections.posts?.create).toBe(true)
    // Their own posts only.
    expect(collections.posts?.update).toEqual({ permission: true, where: { createdBy: { equals: users.author.id } } })
    expect(collections.posts?.delete).toBeFalsy()
    expect(collections.products?.update).toBeFalsy()
    expect(collections.products?.create).toBeFalsy()
    expect(collections.users?.create).toBeFalsy()
    expect(collections.users?.read).toEqual({ permission: true, where: { id: { equals: users.author.id } } })
  })
})

describe('an editor', () => {
  it("publishes an author's post", async () => {
    const created = await call('author', 'POST', 'posts?draft=true&depth=0', await newPost('zur-freigabe'))
    const id = (created.body.doc as Doc).id
    const published = await call('editor', 'PATCH', `posts/${id}?depth=0`, { _status: 'published' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect((published.body.doc as Doc)._status).toBe('published')
  })

  it('cannot manage users', async () => {
    expect(
      (await call('editor', 'POST', 'users', { email: 'neu2@example.com', password, role: 'editor' })).status,
    ).toBe(403)
    expect((await call('editor', 'GET', `users/${users.author.id}`)).status).toBe(404)
  })
})
