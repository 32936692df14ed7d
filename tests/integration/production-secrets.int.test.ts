// Production refuses example, short and missing secrets (app/server/runtime/secrets.server.ts): the
// real site (server/serve.ts on the build) and the real CMS (scripts/cms start on its build) stop
// before they listen, naming the variable, and start with good values. The other secrets of each
// table are checked on the configuration itself (server-config.server.test.ts, cms/src/cms-env.test.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { freePort } from '../support/free-port.ts'
import { cmsAdmin, startPayloadCms } from '../support/payload-cms.ts'
import { startProductionServer } from '../support/production-server.ts'
import { productionSecrets, randomSecret } from '../support/test-secrets.ts'

/** What runToExit started and is still running: a test that times out leaves nothing behind. */
const running = new Set<ChildProcess>()
afterEach(() => {
  for (const child of running) if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
})

/**
 * Runs a command to its end: its exit code, everything it wrote, and whether its port answered
 * meanwhile. A command that serves is stopped at its first answer (it was to refuse), unless
 * `waitWhenServing` (Next listens before its start-up hook runs).
 */
async function runToExit(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  { cwd = '.', waitWhenServing = false } = {},
) {
  // Its own process group: stopping it ends what scripts/cms started too.
  const child: ChildProcess = spawn(command, args, {
    cwd,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let answered = false
  const exited = once(child, 'exit')
  const watch = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/`).then(
      () => {
        answered = true
        if (!waitWhenServing && child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
      },
      () => undefined,
    )
  }, 100)
  const [code] = await exited
  clearInterval(watch)
  return { code, output, answered }
}

describe('the site (node server/serve.ts, NODE_ENV=production)', () => {
  const serve = async (env: Record<string, string>) => {
    const port = await freePort()
    return runToExit(
      process.execPath,
      ['server/serve.ts'],
      { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_HASH_SECRET: '', ...env },
      port,
    )
  }

  test.each([
    [
      'the README example',
      { PREVIEW_SECRET: 'dev-preview' },
      'PREVIEW_SECRET is an example value written in the repository',
    ],
    [
      'a short value',
      { REVALIDATE_SECRET: randomSecret().slice(0, 31) },
      'REVALIDATE_SECRET is shorter than 32 characters',
    ],
    [
      'an example token of a network',
      { POSTBACK_TOKENS: 'net=token' },
      'POSTBACK_TOKENS (network net) is an example value',
    ],
  ])(
    '%s stops start-up naming the variable, before it listens',
    async (_, env, message) => {
      const started = await serve({ ...productionSecrets(), ...env })
      expect(started.code).toBe(1)
      expect(started.output).toContain(`Cannot start: ${message}`)
      expect(started.answered).toBe(false)
    },
    30_000,
  )

  test('a missing DATA_HASH_SECRET stops start-up naming it', async () => {
    const started = await serve({})
    expect(started.code).toBe(1)
    expect(started.output).toContain('Cannot start: DATA_HASH_SECRET must be set in production')
  }, 30_000)

  test('good values start', async () => {
    const server = await startProductionServer({
      env: {
        PREVIEW_SECRET: randomSecret(),
        REVALIDATE_SECRET: randomSecret(),
        POSTBACK_TOKENS: `net=${randomSecret()}`,
      },
    })
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  }, 60_000)
})

describe('the CMS (scripts/cms start, and a bare next start)', () => {
  const databases: string[] = []
  afterAll(() => {
    for (const path of databases) for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true })
  })

  const startCms = async (env: Record<string, string>) => {
    const port = await freePort()
    const databasePath = join(tmpdir(), `cms-secrets-${process.pid}-${port}.sqlite`)
    databases.push(databasePath)
    return runToExit(
      'scripts/cms',
      ['start'],
      {
        CMS_PORT: String(port),
        CMS_DATABASE_PATH: databasePath,
        CMS_MEDIA_DIR: join(tmpdir(), `cms-secrets-${process.pid}-${port}-media`),
        PAYLOAD_SECRET: '',
        CMS_ADMIN_PASSWORD: '',
        CMS_API_KEY: '',
        ...env,
      },
      port,
    )
  }

  test('NODE_ENV=production with the example PAYLOAD_SECRET exits naming it, before it listens', async () => {
    const started = await startCms({ NODE_ENV: 'production', PAYLOAD_SECRET: 'local-payload-secret' })
    expect(started.code).not.toBe(0)
    expect(started.output).toContain('PAYLOAD_SECRET is an example value written in the repository')
    expect(started.answered).toBe(false)
  }, 120_000)

  test('a CMS_HOST other than loopback is production too: no PAYLOAD_SECRET, no start', async () => {
    const started = await startCms({ CMS_HOST: '0.0.0.0' })
    expect(started.code).not.toBe(0)
    expect(started.output).toContain('PAYLOAD_SECRET must be set in production')
    expect(started.answered).toBe(false)
  }, 120_000)

  test('a short CMS_API_KEY exits naming it', async () => {
    const started = await startCms({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: randomSecret(),
      CMS_API_KEY: randomSecret().slice(0, 20),
    })
    expect(started.code).not.toBe(0)
    expect(started.output).toContain('CMS_API_KEY is shorter than 32 characters')
  }, 120_000)

  test('the first start in production without CMS_ADMIN_PASSWORD exits naming it, before it listens', async () => {
    const started = await startCms({ NODE_ENV: 'production', PAYLOAD_SECRET: randomSecret() })
    expect(started.code).not.toBe(0)
    expect(started.output).toContain('CMS_ADMIN_PASSWORD must be set to create the first admin in production')
    expect(started.answered).toBe(false)
  }, 120_000)

  test("a bare `next start` (Next's own NODE_ENV=production) exits naming the refused variable", async () => {
    const port = await freePort()
    const started = await runToExit(
      join(process.cwd(), 'cms/node_modules/.bin/next'),
      ['start', '--port', String(port), '--hostname', '127.0.0.1'],
      { NODE_ENV: '', CMS_NODE_ENV: '', PAYLOAD_SECRET: 'local-payload-secret' },
      port,
      { cwd: 'cms', waitWhenServing: true },
    )
    expect(started.code).toBe(1)
    expect(started.output).toContain('Cannot start: PAYLOAD_SECRET is an example value written in the repository')
  }, 60_000)

  test('NODE_ENV=production with good secrets starts, and its admin logs in with the password given', async () => {
    // startPayloadCms gives the CMS a random PAYLOAD_SECRET, admin password and API key.
    const cms = await startPayloadCms({ NODE_ENV: 'production' })
    try {
      const login = await fetch(`${cms.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: cmsAdmin.email, password: cmsAdmin.password }),
      })
      expect(login.status).toBe(200)
    } finally {
      await cms.stop()
    }
  }, 180_000)
})
