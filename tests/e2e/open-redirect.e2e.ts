// No open redirect, checked over real HTTP against the production server: every target of the
// table is sent raw (no client normalises it) as a page path, with the preview parameter, as a /go/
// product and as a /go/ deep link. Whatever answers with a Location must stay on the site, or for
// /go/ on the operator's own https host.
import { request as httpRequest } from 'node:http'
import { expect, test } from '../support/fixtures.ts'
import { openRedirectTargets } from '../support/open-redirect-vectors.ts'

type Answer = { status: number; location: string | undefined }

/** Control characters and spaces cannot travel raw in a request line; they go percent-encoded. */
const rawPath = (path: string) =>
  [...path]
    .map((character) =>
      character <= ' ' || character === '\u007f'
        ? `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`
        : character,
    )
    .join('')

function get(baseURL: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: rawPath(path), method: 'GET' }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const asPath = (target: string) => (target.startsWith('/') ? target : `/${target}`)
const operator = 'https://www.nordlicht-casino.de'

test('page paths and the preview gate never redirect off the site', async ({ baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not configured')
  const origin = new URL(baseURL).origin
  for (const target of openRedirectTargets)
    for (const path of [asPath(target), `${asPath(target)}?preview=x`, `/casino-boni${asPath(target)}`]) {
      const { status, location } = await get(baseURL, path)
      expect.soft(status, path).toBeLessThan(500)
      if (location !== undefined) expect.soft(new URL(location, `${origin}/a/b/`).origin, path).toBe(origin)
    }
  // The canonical redirect itself still works.
  expect(await get(baseURL, '/casino-boni?page=2')).toEqual({ status: 301, location: '/casino-boni/?page=2' })
})

test('/go/ follows a deep link only on the operator host over https', async ({ baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not configured')
  for (const target of openRedirectTargets) {
    const path = `/go/nordlicht-casino/?to=${encodeURIComponent(target)}`
    const { status, location } = await get(baseURL, path)
    if (location === undefined) {
      expect.soft(status, target).toBe(400)
      continue
    }
    const followed = new URL(location)
    expect.soft(`${followed.protocol}//${followed.host}`, target).toBe(operator)
    expect.soft(followed.username + followed.password, target).toBe('')
  }
  const direct = await get(baseURL, '/go/nordlicht-casino/')
  expect(direct.status).toBe(302)
  expect(new URL(direct.location ?? '').origin).toBe(operator)
})

test('/go/ with a target as the product answers without a foreign Location', async ({ baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not configured')
  const origin = new URL(baseURL).origin
  for (const target of openRedirectTargets) {
    const path = `/go/${encodeURIComponent(target)}/`
    const { status, location } = await get(baseURL, path)
    expect.soft(status, target).toBeLessThan(500)
    if (location !== undefined) expect.soft(new URL(location, `${origin}/go/`).origin, target).toBe(origin)
  }
})
