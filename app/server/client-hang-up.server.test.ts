import { describe, expect, test } from 'vitest'
import { clientClosedRequest, clientHungUp } from './client-hang-up.server.ts'

/** A request whose client hangs up (its signal aborts) with this reason, if any. */
function requestOf(hangUp?: { reason: unknown }) {
  const controller = new AbortController()
  if (hangUp) controller.abort(hangUp.reason)
  return new Request('http://localhost/go/nordlicht-casino/', { signal: controller.signal })
}

describe('clientHungUp', () => {
  test("the request's own abort reason is its client hanging up", () => {
    const reason = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    const request = requestOf({ reason })
    expect(clientHungUp(request, request.signal.reason)).toBe(true)
  })

  test('another error while the client hangs up is still a failure', () => {
    const request = requestOf({ reason: new Error('aborted') })
    expect(clientHungUp(request, new Error('the leads store is locked'))).toBe(false)
  })

  test('an error of a request whose client is still there is a failure', () => {
    expect(clientHungUp(requestOf(), new Error('render failed'))).toBe(false)
  })

  test('is answered 499, never kept by a cache', () => {
    const response = clientClosedRequest()
    expect(response.status).toBe(499)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
