// The advertising networks' browser ids (SPEC section 7, POST /client-id): each network's pixel
// sets its cookies some time after it loads, so they (the client ids and the click ids alike) are
// polled every 100 ms, up to 20 times (SPEC section 9), and each id found is sent once with the
// impression.
import type { Locale } from '../../app.config.ts'
import type { ClientIdRequest } from '../contracts/leads/schemas.ts'
import type { CookieJar } from '../lib/cookies.ts'

type ClientType = ClientIdRequest['clientType']

/** Which cookie holds each network's client id, and which its click id. */
export const clientIdCookies: ReadonlyArray<{ clientType: ClientType; clientId: string; clickId?: string }> = [
  { clientType: 'facebook', clientId: '_fbp', clickId: '_fbc' },
  { clientType: 'google', clientId: '_ga' },
  { clientType: 'tiktok', clientId: '_ttp', clickId: 'tiktok_click_id' },
]

export const cookiePolling = { intervalMs: 100, attempts: 20 } as const

/** Resolves with the cookie's value once it is set, or undefined after the last attempt. */
export async function waitForCookie(
  jar: CookieJar,
  name: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string | undefined> {
  for (let attempt = 1; ; attempt++) {
    const value = jar.get(name)
    if (value !== undefined || attempt >= cookiePolling.attempts) return value
    await sleep(cookiePolling.intervalMs)
  }
}

/** Waits for every network's cookie at once and sends each id found; answers the requests sent. */
export async function sendClientIds(
  jar: CookieJar,
  impression: { impressionId: string; locale: Locale },
  send: (body: ClientIdRequest) => Promise<unknown>,
  sleep?: (ms: number) => Promise<void>,
): Promise<ClientIdRequest[]> {
  const found = await Promise.all(
    clientIdCookies.map(async ({ clientType, clientId, clickId }): Promise<ClientIdRequest | undefined> => {
      // The click id cookie (set only after an ad click) is polled like the client id, at the same time.
      const [id, click] = await Promise.all([
        waitForCookie(jar, clientId, sleep),
        clickId === undefined ? undefined : waitForCookie(jar, clickId, sleep),
      ])
      if (id === undefined) return undefined
      return { clientType, ...impression, clientId: id, ...(click !== undefined && { clickId: click }) }
    }),
  )
  const bodies = found.filter((body) => body !== undefined)
  await Promise.allSettled(bodies.map(send))
  return bodies
}
