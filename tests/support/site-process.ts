// Production servers a test starts for itself: the site (`npm run serve` on the build) with its own
// environment, and a stand-in external CMS (the embedded content API over content/) that the test
// can make fail or stop, to see what the site does in a CMS outage.
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { handleContentRequest } from '../../app/server/content/handle-content-request.server.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'
import { websiteById } from '../../app/site/website.ts'
import { appConfig } from '../../app.config.ts'
import { freePort } from './free-port.ts'
import { productionSecrets } from './test-secrets.ts'

export async function listen(handler: RequestListener, port = 0) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    port: address.port,
    /** Stops listening and drops open connections: clients see the service gone. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** The content API over content/ on its own port; `asked` lists what it was sent. failWhen makes matching paths answer 500;
 *  garbleWhen makes them answer 200 with JSON no endpoint's contract allows; edit changes what it
 *  answers (an editor publishing, or typing in a draft: page reads for a preview carry draft=1);
 *  stop() closes it (connection refused) and start() brings it back on the same port. */
export async function startCms() {
  const store = openContentStore({
    site: websiteById(appConfig.defaultWebsiteId),
    contentDir: 'content',
    dbPath: join(tmpdir(), `e2e-cms-${process.pid}-${Date.now()}.sqlite`),
  }).store
  const source = createStoreSource(store)
  let fails: (path: string) => boolean = () => false
  let gone: (url: URL) => boolean = () => false
  let garbles: (path: string) => boolean = () => false
  let edits: (url: URL, data: unknown) => unknown = (_, data) => data
  const asked: URL[] = []
  const handler: RequestListener = async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.invalid')
    asked.push(url)
    if (fails(url.pathname)) return void response.writeHead(500).end('the CMS is failing')
    if (garbles(url.pathname))
      return void response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' })
        .end(JSON.stringify([{ id: 'Not A Slug', name: '' }]))
    // A page the CMS no longer has at its path answers as the content API does for any unknown path.
    if (gone(url)) url.searchParams.set('path', '/gone-from-the-cms/')
    const answer = await handleContentRequest(new Request(url, { headers: { accept: 'application/json' } }), source)
    if (!answer.ok)
      return void response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text())
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'cache-control': answer.headers.get('cache-control') ?? '',
      })
      .end(JSON.stringify(edits(url, await answer.json())))
  }
  let server = await listen(handler)
  const port = server.port
  return {
    url: `http://127.0.0.1:${port}/api`,
    /** Every request it was sent, in order. */
    asked,
    failWhen: (predicate: (path: string) => boolean) => {
      fails = predicate
    },
    garbleWhen: (predicate: (path: string) => boolean) => {
      garbles = predicate
    },
    edit: (edit: (url: URL, data: unknown) => unknown) => {
      edits = edit
    },
    /** Requests it answers 404, as for a page moved away from its path. */
    goneWhen: (predicate: (url: URL) => boolean) => {
      gone = predicate
    },
    stop: () => server.close(),
    start: async () => {
      server = await listen(handler, port)
    },
    close: async () => {
      await server.close()
      store.close()
    },
  }
}

export type SiteProcess = {
  url: string
  process: ChildProcess
  /** The leads database the site writes (LEADS_DB_PATH). */
  leadsDbPath: string
  log: () => string
  stop: () => void
}

/** A database file of its own, empty: a port used by an earlier run does not hand its rows on. */
function freshDatabasePath(name: string): string {
  const path = join(tmpdir(), name)
  for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true })
  return path
}

/** `npm run serve` on the production build with the given environment, once it answers. */
export async function startSite(env: Record<string, string>, port?: number): Promise<SiteProcess> {
  port ??= await freePort()
  const leadsDbPath = env.LEADS_DB_PATH ?? freshDatabasePath(`e2e-site-leads-${port}.sqlite`)
  const child = spawn(process.execPath, ['server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ...productionSecrets(),
      CONTENT_DB_PATH: env.CONTENT_DB_PATH ?? freshDatabasePath(`e2e-site-content-${port}.sqlite`),
      ...env,
      LEADS_DB_PATH: leadsDbPath,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  // Up once it answers anything (its log line comes before the socket listens); a server that does
  // not come up is stopped, not left running for the rest of the run.
  await expect
    .poll(
      () => {
        // A server that refused to start (a refused secret, a bad variable) says why at once.
        if (child.exitCode !== null) throw new Error(`The site exited (${child.exitCode}):\n${log}`)
        return fetch(`${url}/favicon.svg`).then(
          (response) => response.status,
          () => 0,
        )
      },
      // A loaded machine (a whole test run on two cores) can take a production start past 30 s: a
      // start of two workers at a load average of 30 was measured at over 30 s.
      { timeout: 60_000 },
    )
    .toBe(200)
    .catch((error: unknown) => {
      child.kill()
      throw error
    })
  return { url, process: child, leadsDbPath, log: () => log, stop: () => void child.kill() }
}
