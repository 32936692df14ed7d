import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { admissionHeader, createAdmission, rateLimitedEndpointOf } from './admission.server.ts'
import { clientAddressHeader } from './client-address.server.ts'
import type { RateDecision, RateLimited } from './rate-limits.server.ts'

/** An admission over a limiter that allows `budget` points per endpoint and client, and records each taken. */
function admissionWith(budget: number) {
  const taken: string[] = []
  const admission = createAdmission(async (endpoint, clientAddress): Promise<RateDecision> => {
    taken.push(`${endpoint} ${clientAddress}`)
    const spent = taken.filter((point) => point === `${endpoint} ${clientAddress}`).length
    return spent <= budget ? { allowed: true } : { allowed: false, retryAfterSeconds: 42 }
  })
  return { admission, taken }
}

const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { [clientAddressHeader]: '203.0.113.7', ...headers },
  })

describe('admission at the door', () => {
  test('the door takes the point once and the route reads its decision', async () => {
    const { admission, taken } = admissionWith(1)
    const request = post('/api/impression')
    expect(await admission.atTheDoor(request, { pathname: '/api/impression', clientAddress: '203.0.113.7' })).toBe(
      undefined,
    )
    expect(await admission.decide('impression', request)).toEqual({ allowed: true })
    expect(taken).toEqual(['impression 203.0.113.7'])
  })

  test('over budget the door names the refusal; a click-out passes on, refused, to redirect unrecorded', async () => {
    const { admission } = admissionWith(0)
    const at = { clientAddress: '203.0.113.7' }
    expect(await admission.atTheDoor(post('/api/signups'), { ...at, pathname: '/api/signups' })).toEqual({
      endpoint: 'signup',
      retryAfterSeconds: 42,
    })
    const click = post('/go/nordlicht-casino/')
    expect(await admission.atTheDoor(click, { ...at, pathname: '/go/nordlicht-casino/' })).toBe(undefined)
    expect(await admission.decide('click-out', click)).toEqual({ allowed: false, retryAfterSeconds: 42 })
  })

  test('without the door, or with a mark a client wrote, the route takes the point itself', async () => {
    const { admission, taken } = admissionWith(5)
    await admission.decide('impression', post('/api/impression'))
    await admission.decide('impression', post('/api/impression', { [admissionHeader]: 'forged impression 0' }))
    expect(taken).toEqual(['impression 203.0.113.7', 'impression 203.0.113.7'])
  })

  test("a mark for another endpoint is not the route's decision", async () => {
    const { admission, taken } = admissionWith(5)
    const request = post('/api/impression')
    await admission.atTheDoor(request, { pathname: '/api/impression', clientAddress: '203.0.113.7' })
    await admission.decide('user-events', request)
    expect(taken).toEqual(['impression 203.0.113.7', 'user-events 203.0.113.7'])
  })

  test('pages, content and files spend no budget', () => {
    for (const path of ['/', '/online-casinos-mit-paypal/', '/api/content/menus', '/assets/app.js', '/api/revalidate'])
      expect(rateLimitedEndpointOf(path)).toBe(undefined)
  })

  test('every route that takes a point spends the budget the door takes for its path', () => {
    const routes = join(import.meta.dirname, '../../routes')
    const files = readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
    const limited = files.flatMap((file) => {
      const source = readFileSync(join(routes, file), 'utf8')
      const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1]
      const endpoint = /runtime\.door\.(?:refuseOverBudget|admit)\('([^']+)'/.exec(source)?.[1]
      return path && endpoint ? [{ path: path.replace(/\$[a-z]+/gi, 'some-id'), endpoint }] : []
    })
    expect(limited.map(({ endpoint }) => endpoint).sort()).toEqual([
      'click-out',
      'client-id',
      'consent',
      'impression',
      'postback',
      'signup',
      'user-events',
    ] satisfies RateLimited[])
    for (const { path, endpoint } of limited) {
      expect(rateLimitedEndpointOf(path)).toBe(endpoint)
      expect(rateLimitedEndpointOf(`${path}/`)).toBe(endpoint)
    }
  })
})
