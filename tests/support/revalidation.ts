// What the revalidation tests send and read: a signed POST /api/revalidate as the CMS sends it, a
// page fetched on a connection of its own (so the kernel may hand it to any worker of a cluster),
// and an edit of the CMS stand-in's answers (tests/support/site-process.ts).
import { request } from 'node:http'
import { signRevalidation } from '../../app/server/revalidate/revalidate-signature.server.ts'
import { runSecret } from './test-secrets.ts'

export const testRevalidateSecret = runSecret('TEST_REVALIDATE_SECRET')

export type RevalidateFields = {
  collection: string
  site?: number
  locale?: string
  paths?: string[]
  ids?: (string | number)[]
  sentAt?: string
}

/** POSTs a revalidation, signed with the secret unless a signature (or null: none) is given. */
export function revalidate(
  siteUrl: string,
  fields: RevalidateFields,
  { secret = testRevalidateSecret, signature }: { secret?: string; signature?: string | null } = {},
): Promise<Response> {
  const body = JSON.stringify({ site: 90, locale: 'de-DE', sentAt: new Date().toISOString(), ...fields })
  return sendRevalidation(siteUrl, body, signature === undefined ? signRevalidation(secret, body) : signature)
}

/** POSTs body as it is, with this signature header (none for null). */
export function sendRevalidation(siteUrl: string, body: string, signature: string | null): Promise<Response> {
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-revalidate-signature': signature }),
    },
    body,
  })
}

export type PageAnswer = { status: number; age: number | undefined; title: string | undefined; html: string }

/** GET of a page on a new connection (no keep-alive pool): Age and the page's <title>. */
export function getPage(url: string): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { accept: 'text/html' } }, (incoming) => {
      let html = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (html += chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const age = incoming.headers.age
        resolve({
          status: incoming.statusCode ?? 0,
          age: age === undefined ? undefined : Number(age),
          title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
          html,
        })
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

type Page = { meta: { title: string } }

/** An edit of the stand-in CMS: the page at path gets this title (for drafts only, when told). */
export const retitled =
  (path: string, title: string, { draftOnly = false } = {}) =>
  (url: URL, data: unknown): unknown =>
    url.pathname.endsWith('/content/pages') &&
    url.searchParams.get('path') === path &&
    (!draftOnly || url.searchParams.get('draft') === '1')
      ? { ...(data as Page), meta: { ...(data as Page).meta, title } }
      : data
