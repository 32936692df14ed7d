// The real CMS (cms/, Payload) for a test: `scripts/cms start` on a free port with its own SQLite
// file and media folder (removed when it stops), so it migrates, imports content/, creates the admin
// and gives the website's reader its key as on a first start. Needs the CMS build (`npm run cms:prepare`);
// without it the test fails saying so rather than building for minutes.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.ts'
import { runSecret } from './test-secrets.ts'

export const cmsAdmin = { email: 'editor@example.com', password: runSecret('TEST_CMS_ADMIN_PASSWORD') }

/** CMS_API_KEY: the website's reader's key, as the site reads with it. */
export const cmsSiteApiKey = runSecret('TEST_CMS_API_KEY')

export type PayloadCms = {
  url: string
  /** The website's reader's key (CMS_API_KEY): reads content, drafts too, and nothing else. */
  siteApiKey: string
  /** Headers of a JSON request as the administrator, logged in with their password. */
  adminHeaders: JsonRequestHeaders
  /** Its SQLite file, for a script run against the same content (the export). */
  databasePath: string
  /** Its media library's files. */
  mediaDir: string
  log: () => string
  /** Runs the start-up's database step again (`prepare-database.ts`), as a restart does before serving. */
  prepareAgain: (env?: Record<string, string>) => void
  stop: () => Promise<void>
}

type JsonRequestHeaders = { authorization: string; 'content-type': string }

/** Logs in with a password; the session token's headers. */
export async function logInHeaders(
  url: string,
  user: { email: string; password: string },
): Promise<JsonRequestHeaders> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`${user.email} could not log in (${response.status})`)
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The CMS exited (${child.exitCode}):\n${log()}`)
    const ok = await fetch(`${url}/api/pages?limit=1&depth=0`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The CMS did not answer within ${timeoutMs} ms:\n${log()}`)
}

export async function startPayloadCms(env: Record<string, string> = {}): Promise<PayloadCms> {
  if (!existsSync('cms/.next/BUILD_ID')) throw new Error('The CMS is not built: run `npm run cms:prepare` first')
  const port = await freePort()
  const databasePath = join(tmpdir(), `cms-test-${process.pid}-${port}.sqlite`)
  const mediaDir = join(tmpdir(), `cms-test-${process.pid}-${port}-media`)
  let output = ''
  const cmsEnv = {
    ...process.env,
    CMS_PORT: String(port),
    CMS_DATABASE_PATH: databasePath,
    CMS_MEDIA_DIR: mediaDir,
    CMS_ADMIN_EMAIL: cmsAdmin.email,
    CMS_ADMIN_PASSWORD: cmsAdmin.password,
    CMS_API_KEY: cmsSiteApiKey,
    PAYLOAD_SECRET: runSecret('TEST_PAYLOAD_SECRET'),
    ...env,
  }
  const child = spawn('scripts/cms', ['start'], {
    // Its own process group: stopping it ends the import step too if it is still running.
    detached: true,
    env: cmsEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  /** Ends the CMS (again: a no-op) and removes its database. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true })
    rmSync(mediaDir, { recursive: true, force: true })
  }
  const prepareAgain = (more: Record<string, string> = {}) => {
    const run = spawnSync('npx', ['payload', 'run', 'src/scripts/prepare-database.ts'], {
      cwd: 'cms',
      env: { ...cmsEnv, ...more },
      encoding: 'utf8',
    })
    if (run.status !== 0) throw new Error(`prepare-database.ts failed (${run.status}):\n${run.stdout}${run.stderr}`)
  }
  try {
    await waitUntilServing(url, child, () => output, 90_000)
    const adminHeaders = await logInHeaders(url, cmsAdmin)
    return {
      url,
      siteApiKey: cmsEnv.CMS_API_KEY,
      adminHeaders,
      databasePath,
      mediaDir,
      log: () => output,
      prepareAgain,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
