// Withdrawal takes an integration out of the page (SPEC section 4): every integration's disable
// removes exactly its own scripts and clears its own cookies, on the host and the parent domains.
import { afterEach, expect, test, vi } from 'vitest'
import { matchesCookiePattern } from '../lib/clear-cookies.ts'
import { trackingIntegrations } from './registry.ts'

/** A page with one script per integration and every integration's cookies, as the browser keeps them. */
function stubPage(ids: readonly string[], cookieNames: readonly string[]) {
  type FakeScript = { id: string; remove: () => void }
  const scripts: FakeScript[] = ids.map((id) => ({
    id,
    remove: () => {
      scripts.splice(
        scripts.findIndex((candidate) => candidate.id === id),
        1,
      )
    },
  }))
  const cookies = new Set(cookieNames)
  vi.stubGlobal('location', { hostname: 'www.example.com', protocol: 'https:' })
  vi.stubGlobal('window', {})
  vi.stubGlobal('document', {
    querySelectorAll: (selector: string) => {
      const id = /data-integration="([^"]+)"/.exec(selector)?.[1]
      return scripts.filter((candidate) => candidate.id === id)
    },
    get cookie() {
      return [...cookies].map((name) => `${name}=1`).join('; ')
    },
    set cookie(written: string) {
      const [name = ''] = written.split('=')
      if (written.includes('Max-Age=0')) cookies.delete(name)
    },
  })
  return { scriptIds: () => scripts.map(({ id }) => id), cookies }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const integrations = trackingIntegrations
/** A concrete cookie name for each pattern ("_ga_*" → "_ga_x"). */
const cookieFor = (pattern: string) => (pattern.endsWith('*') ? `${pattern.slice(0, -1)}x` : pattern)

test.each(integrations.map((integration) => [integration.id, integration] as const))(
  '%s: disable removes its scripts and cookies, nothing else',
  async (id, integration) => {
    const others = integrations.filter((other) => other.id !== id)
    const ownCookies = integration.cookies.map(cookieFor)
    const foreignCookies = ['consent', 'locale', ...others.flatMap((other) => other.cookies.map(cookieFor))].filter(
      (name) => !integration.cookies.some((pattern) => matchesCookiePattern(name, pattern)),
    )
    const page = stubPage(
      integrations.map((each) => each.id),
      [...ownCookies, ...foreignCookies],
    )
    expect(ownCookies.length).toBeGreaterThan(0)
    integration.disable()
    await Promise.resolve()
    expect(page.scriptIds()).toEqual(others.map((other) => other.id))
    expect([...page.cookies].sort()).toEqual([...new Set(foreignCookies)].sort())
  },
)
