// The leads API (and the consent and signup endpoints, stores of the same service) over real HTTP
// on a free loopback port, over the leads database given and the fixture site's catalogue, as the
// integration tests serve it.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'srvx'
import { defaultGeolocationCookieName } from '../../app/consent/viewer-country.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'
import { ConsentStore } from '../../app/server/leads/consent/consent-store.server.ts'
import { handleConsentRequest } from '../../app/server/leads/consent/handle-consent-request.server.ts'
import type { ForwardingTarget } from '../../app/server/leads/conversions/conversion-forwarding.server.ts'
import { LeadsStore } from '../../app/server/leads/leads-store.server.ts'
import { createProductCatalogue } from '../../app/server/leads/product-catalogue.server.ts'
import { handleSignupRequest } from '../../app/server/leads/signups/handle-signup-request.server.ts'
import { signupStoreOf } from '../../app/server/leads/signups/signup-store.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import type { Website } from '../../app.config.ts'
import { fixtureSite, validContentDir } from '../fixtures/content/fixture-site.ts'
import { answerLeadsRequest } from './leads-routes.ts'
import { serveHandler } from './serve-handler.ts'

export type LeadsApiServer = {
  server: Server
  /** The server's URL of a path. */
  url: (path: string) => string
  store: LeadsStore
  /** Stops the server and closes the content store (the leads database is the caller's). */
  close: () => Promise<void>
}

/**
 * postbackTokens: the networks whose postbacks the server takes (POSTBACK_TOKENS); none by default.
 * forwarding: the platforms their conversions go on to; none by default. website: the fixture site
 * unless given.
 */
export async function serveLeadsApi(
  database: LeadsDatabase,
  {
    postbackTokens = new Map(),
    forwarding = [],
    website = fixtureSite,
  }: { postbackTokens?: ReadonlyMap<string, string>; forwarding?: readonly ForwardingTarget[]; website?: Website } = {},
): Promise<LeadsApiServer> {
  const dir = mkdtempSync(join(tmpdir(), 'leads-api-'))
  const contentStore = openContentStore({
    site: fixtureSite,
    contentDir: validContentDir,
    dbPath: join(dir, 'content.sqlite'),
  }).store
  const store = new LeadsStore(database)
  const consentStore = new ConsentStore(database)
  const signupStore = signupStoreOf(database)
  const deps = {
    website,
    store,
    catalogue: createProductCatalogue(fixtureSite, createStoreSource(contentStore)),
    geolocationCookieName: defaultGeolocationCookieName,
    newId: randomUUID,
  }
  const server = await serveHandler((request) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/consent') return handleConsentRequest(request, consentStore)
    if (pathname === '/api/signups') return handleSignupRequest(request, { website, store: () => signupStore })
    return answerLeadsRequest(request, deps, { tokens: postbackTokens, forwarding })
  })
  const base = server.url ?? ''
  return {
    server,
    url: (path) => new URL(path.replace(/^\//, ''), base).toString(),
    store,
    close: async () => {
      await server.close(true)
      contentStore.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
