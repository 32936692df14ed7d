// Roles in the real CMS (Payload, cms/), asked over its REST API as the admin and the site ask it:
// an author writes posts, their own, as drafts only, whatever the route, and touches nothing else (no
// other content, no other user, no role); an editor publishes; the website's key reads content and
// does nothing else; a start never makes anyone administrator; the admin sends the site's security
// headers, secure cookies and locks an account after failed logins. Refusals come from Payload's
// access checks on the server, whatever the admin shows.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../app/security/security-headers.ts'
import { cmsAdmin, logInHeaders, type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'
import { randomSecret } from '../support/test-secrets.ts'

type Doc = Record<string, unknown>

let cms: PayloadCms
const users = {} as Record<'author' | 'otherAuthor' | 'editor', { id: number; token: string }>
const password = 'role-test-password-1'

type Who = keyof typeof users | 'admin' | 'site'

/** Headers of a request as the admin or a logged-in user (their session token), or as the site (its key). */
const as = (who: Who) => {
  if (who === 'admin') return cms.adminHeaders
  const authorization = who === 'site' ? `users API-Key ${cms.siteApiKey}` : `JWT ${users[who].token}`
  return { 'content-type': 'application/json', authorization }
}

async function call(who: Who, method: string, path: string, body?: Doc) {
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
    expect((await call('author', 'PATCH', `products/${casino.id}?depth=0`, { rank: 1 })).status).toBe(403)
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

describe("an author's work reaches the site only through an editor", () => {
  /** The author's own post, published by an editor: what the author must not take down nor change live. */
  async function publishedPost(name: string) {
    const created = await call('author', 'POST', 'posts?draft=true&depth=0', await newPost(name))
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as Doc).id
    const published = await call('editor', 'PATCH', `posts/${id}?depth=0`, { _status: 'published' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    return id
  }
  /** What anyone reads without a key: what the site shows. */
  const live = async (id: unknown) => {
    const response = await fetch(`${cms.url}/api/posts/${id}?depth=0`)
    return response.ok ? ((await response.json()) as Doc) : undefined
  }

  it('no status change unpublishes their published post; a draft of it leaves it live', async () => {
    const id = await publishedPost('status-wechsel')
    const refused = await call('author', 'PATCH', `posts/${id}?depth=0`, { _status: 'draft', title: 'Weg damit' })
    expect(refused.status, JSON.stringify(refused.body)).toBe(403)
    const draft = await call('author', 'PATCH', `posts/${id}?draft=true&depth=0`, { _status: 'draft', title: 'Neu' })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect((await live(id))?._status).toBe('published')
    expect((await live(id))?.title).not.toBe('Neu')
  })

  it('no restore of a version publishes or unpublishes their post; a restore as a draft does neither', async () => {
    const id = await publishedPost('wiederhergestellt')
    const versions = async () => {
      const search = `where[parent][equals]=${id}&sort=createdAt&depth=0`
      return (await call('admin', 'GET', `posts/versions?${search}`)).body.docs as { id: unknown; version: Doc }[]
    }
    const draftVersion = (await versions()).find(({ version }) => version._status === 'draft')
    const publishedVersion = (await versions()).find(({ version }) => version._status === 'published')
    // Over the published post, its earlier draft: the live document would become that draft.
    const unpublish = await call('author', 'POST', `posts/versions/${draftVersion?.id}?depth=0`)
    expect(unpublish.status, JSON.stringify(unpublish.body)).toBe(403)
    expect((await live(id))?._status).toBe('published')
    // The editor takes it down; the author's restore of the published version would put it back.
    expect((await call('editor', 'PATCH', `posts/${id}?depth=0`, { _status: 'draft' })).status).toBe(200)
    const publish = await call('author', 'POST', `posts/versions/${publishedVersion?.id}?depth=0`)
    expect(publish.status, JSON.stringify(publish.body)).toBe(403)
    expect(await live(id)).toBeUndefined()
    const asDraft = await call('author', 'POST', `posts/versions/${publishedVersion?.id}?draft=true&depth=0`)
    expect(asDraft.status, JSON.stringify(asDraft.body)).toBe(200)
    expect(await live(id)).toBeUndefined()
  })

  it('no duplicate of a published post is published', async () => {
    const id = await publishedPost('verdoppelt')
    const before = (await call('admin', 'GET', 'posts?where[_status][equals]=published&limit=0')).body.totalDocs
    const copy = await call('author', 'POST', `posts/${id}/duplicate?draft=false&depth=0`)
    expect(copy.status, JSON.stringify(copy.body)).toBe(403)
    expect((await call('admin', 'GET', 'posts?where[_status][equals]=published&limit=0')).body.totalDocs).toBe(before)
  })

  it('no bulk edit publishes or unpublishes their posts', async () => {
    const id = await publishedPost('sammel-bearbeitung')
    const drafted = await call('author', 'POST', 'posts?draft=true&depth=0', await newPost('sammel-entwurf'))
    const draftId = (drafted.body.doc as Doc).id
    const mine = `where[createdBy][equals]=${users.author.id}&depth=0`
    const unpublish = await call('author', 'PATCH', `posts?${mine}`, { _status: 'draft' })
    expect(unpublish.status, JSON.stringify(unpublish.body)).toBe(403)
    const publish = await call('author', 'PATCH', `posts?${mine}&draft=true`, { _status: 'published' })
    expect(publish.status, JSON.stringify(publish.body)).toBe(403)
    expect((await live(id))?._status).toBe('published')
    expect(await live(draftId)).toBeUndefined()
  })

  it('no autosave publishes their draft', async () => {
    const created = await call('author', 'POST', 'posts?draft=true&depth=0', await newPost('autosave'))
    const id = (created.body.doc as Doc).id
    const saved = await call('author', 'PATCH', `posts/${id}?draft=true&autosave=true&depth=0`, {
      _status: 'published',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(403)
    expect(await live(id)).toBeUndefined()
  })
})

describe("the website's key (CMS_API_KEY)", () => {
  /** The website's reader's account, as the administrator sees it. */
  const siteReader = async () => {
    const [reader] = (await call('admin', 'GET', 'users?where[role][equals]=site&depth=0')).body.docs as Doc[]
    if (!reader) throw new Error("no website's reader")
    return reader
  }

  it('reads published and draft content', async () => {
    const page = await firstDoc('pages')
    const draft = await call('admin', 'PATCH', `pages/${page.id}?draft=true&autosave=true&depth=0`, {
      _status: 'draft',
      path: '/nur-im-entwurf/',
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    const read = await call('site', 'GET', `pages/${page.id}?draft=true&depth=0`)
    expect(read.status).toBe(200)
    expect(read.body.path).toBe('/nur-im-entwurf/')
  })

  it('writes no content: no save, publish, create or delete', async () => {
    const page = await firstDoc('pages')
    expect((await call('site', 'PATCH', `pages/${page.id}?depth=0`, { _status: 'published' })).status).toBe(403)
    expect((await call('site', 'PATCH', `pages/${page.id}?draft=true&depth=0`, { _status: 'draft' })).status).toBe(403)
    const { id: _, ...copy } = page
    expect((await call('site', 'POST', 'pages?depth=0', { ...copy, path: '/neu/' })).status).toBe(403)
    expect((await call('site', 'DELETE', `pages/${page.id}`)).status).toBe(403)
    expect((await call('site', 'POST', 'posts?draft=true&depth=0', await newPost('vom-schluessel'))).status).toBe(403)
    expect((await call('admin', 'GET', `pages/${page.id}?depth=0`)).status).toBe(200)
  })

  it('sees no users and changes none, not even its own account', async () => {
    expect((await call('site', 'GET', 'users?depth=0')).status).toBe(403)
    expect((await call('site', 'GET', `users/${users.editor.id}?depth=0`)).status).toBe(403)
    const reader = await siteReader()
    expect((await call('site', 'GET', `users/${reader.id}`)).status).toBe(403)
    expect((await call('site', 'PATCH', `users/${reader.id}`, { email: 'x@example.com' })).status).toBe(403)
    expect((await call('site', 'POST', 'users', { email: 'neu3@example.com', password, role: 'admin' })).status).toBe(
      403,
    )
  })

  it('sees no figures', async () => {
    const response = await fetch(`${cms.url}/api/figures.csv?by=day`, { headers: as('site') })
    expect(response.status).toBe(403)
  })

  it('uploads no media', async () => {
    const form = new FormData()
    form.append('file', new Blob([readFileSync('public/og/default.png')], { type: 'image/png' }), 'vom-schluessel.png')
    form.append('_payload', JSON.stringify({ alt: 'Vom Schlüssel' }))
    const response = await fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: { authorization: as('site').authorization },
      body: form,
    })
    expect(response.status).toBe(403)
  })

  it('opens no admin, and its account logs in with no password, even one an administrator set', async () => {
    const admin = await fetch(`${cms.url}/admin`, { headers: as('site'), redirect: 'manual' })
    expect(admin.status).toBe(307)
    expect(admin.headers.get('location')).toMatch(/\/admin\/unauthorized$/)
    const me = await siteReader()
    const readerPassword = 'reader-password-1'
    expect((await call('admin', 'PATCH', `users/${me.id}`, { password: readerPassword })).status).toBe(200)
    const login = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: me.email, password: readerPassword }),
    })
    expect(login.status).toBe(403)
    expect(((await login.json()) as Doc).token).toBeUndefined()
  })
})

describe('a start', () => {
  /** A start's database step runs again in each test: a new Payload process, slow on a busy machine. */
  const prepareTimeoutMs = 120_000

  it(
    'promotes no one: an editor who takes CMS_ADMIN_EMAIL stays an editor, and no admin is added',
    async () => {
      const takenEmail = 'neuer-admin@example.com'
      expect((await call('editor', 'PATCH', `users/${users.editor.id}`, { email: takenEmail })).status).toBe(200)
      const before = (await call('admin', 'GET', 'users?limit=0')).body.totalDocs
      cms.prepareAgain({ CMS_ADMIN_EMAIL: takenEmail, CMS_ADMIN_PASSWORD: randomSecret() })
      expect((await call('admin', 'GET', `users/${users.editor.id}`)).body.role).toBe('editor')
      expect((await call('admin', 'GET', 'users?limit=0')).body.totalDocs).toBe(before)
      expect(
        (await call('editor', 'POST', 'users', { email: 'neu4@example.com', password, role: 'editor' })).status,
      ).toBe(403)
    },
    prepareTimeoutMs,
  )

  it(
    "leaves the site's key to the website's reader alone, whoever else was given it",
    async () => {
      const given = await call('admin', 'PATCH', `users/${users.editor.id}`, {
        enableAPIKey: true,
        apiKey: cms.siteApiKey,
      })
      expect(given.status, JSON.stringify(given.body)).toBe(200)
      cms.prepareAgain()
      expect((await call('admin', 'GET', `users/${users.editor.id}`)).body.enableAPIKey).toBe(false)
      // The key is the reader's, which sees no users; the editor's would list their own account.
      expect((await call('site', 'GET', 'users?depth=0')).status).toBe(403)
      expect(
        (await call('site', 'PATCH', `pages/${(await firstDoc('pages')).id}?depth=0`, { _status: 'draft' })).status,
      ).toBe(403)
    },
    prepareTimeoutMs,
  )
})

describe('the admin', () => {
  it("sends the site's security headers and may be framed by its own pages only, the admin and the API alike", async () => {
    for (const path of ['/admin/login', '/api/pages?limit=1&depth=0']) {
      const { headers } = await fetch(`${cms.url}${path}`)
      for (const [name, value] of Object.entries(securityHeaders('production')))
        expect(headers.get(name), path).toBe(value)
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'")
    }
  })

  it('gives a session cookie only over HTTPS, never along with another site’s request', async () => {
    const login = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cmsAdmin),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })

  it('locks an account after five failed logins: the right password then fails too', async () => {
    const email = 'role-locked@example.com'
    expect((await call('admin', 'POST', 'users', { email, password, role: 'editor' })).status).toBe(201)
    await logInHeaders(cms.url, { email, password })
    const logIn = (attempt: string) =>
      fetch(`${cms.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: attempt }),
      })
    for (let attempt = 1; attempt <= 5; attempt++) expect((await logIn(`falsch-${attempt}`)).status).toBe(401)
    const locked = await logIn(password)
    expect(locked.status).toBe(401)
    expect(((await locked.json()) as Doc).token).toBeUndefined()
  })
})
