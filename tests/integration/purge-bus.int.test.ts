// The purge bus across processes: between two instances sharing a PostgreSQL database (LISTEN/
// NOTIFY), and between the workers of one server without PostgreSQL (the cluster's messaging).
// Each process is a real one (tests/support/purge-instance.ts) keeping a cache the bus empties.
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshLeadsDatabase, type TestLeadsDatabase } from '../support/leads-stores.ts'

type Instance = { child: ChildProcess; lines: string[]; waitFor: (line: string) => Promise<void> }

function startInstance(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['tests/support/purge-instance.ts'], {
    env: { ...process.env, DATABASE_URL: '', WEB_CONCURRENCY: '1', ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines: string[] = []
  const waiting = new Map<string, () => void>()
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line)
    waiting.get(line)?.()
  })
  const waitFor = (line: string) =>
    lines.includes(line)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          waiting.set(line, resolve)
          child.once('exit', () => reject(new Error(`exited before "${line}"; it said: ${lines.join(' | ')}`)))
        })
  return { child, lines, waitFor }
}

describe('between instances on one PostgreSQL database', () => {
  let testDb: TestLeadsDatabase
  const instances: Instance[] = []

  beforeAll(async () => {
    testDb = await freshLeadsDatabase('postgres')
  })
  afterAll(async () => {
    for (const { child } of instances) child.kill()
    await testDb.drop()
  })

  test('a purge published on one instance empties the cache of the other, once', async () => {
    const env = { DATABASE_URL: (testDb.target as { postgresUrl: string }).postgresUrl }
    const [first, second] = [startInstance(env), startInstance(env)]
    instances.push(first, second)
    await Promise.all([first.waitFor('instance ready'), second.waitFor('instance ready')])

    first.child.stdin?.write(`publish ${JSON.stringify({ paths: ['/de/casinos/'] })}\n`)
    await first.waitFor('instance published')
    await second.waitFor('instance cached ["/de/"]')
    // The publisher purged itself at once, and its own notification did not purge it twice.
    expect(first.lines.filter((line) => line.includes('cached'))).toEqual(['instance cached ["/de/"]'])

    second.child.stdin?.write('publish {}\n')
    await first.waitFor('instance cached []')
  })

  test("someone else's NOTIFY on the channel purges nothing, and a lost LISTEN connection comes back", async () => {
    // A database of its own: the instances of the test before still listen on theirs.
    const ownDb = await freshLeadsDatabase('postgres')
    const postgresUrl = (ownDb.target as { postgresUrl: string }).postgresUrl
    const [first, second] = [startInstance({ DATABASE_URL: postgresUrl }), startInstance({ DATABASE_URL: postgresUrl })]
    instances.push(first, second)
    await Promise.all([first.waitFor('instance ready'), second.waitFor('instance ready')])
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    try {
      // The instances' connections: every other one to this test's own database.
      const others = "datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
      const connected = async () =>
        Number((await admin.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE ${others}`)).rows[0].n)
      expect(await connected()).toBe(2)
      for (const payload of ['not json', '{"purgeBus":1}', JSON.stringify({ purgeBus: 1, id: 'x', origin: 'y' })])
        await admin.query('SELECT pg_notify($1, $2)', ['cache_purge', payload])
      first.child.stdin?.write(`publish ${JSON.stringify({ paths: ['/de/casinos/'] })}\n`)
      await second.waitFor('instance cached ["/de/"]')
      // The garbage before it reached no cache.
      expect(second.lines.filter((line) => line.includes('cached'))).toEqual(['instance cached ["/de/"]'])

      // The database drops both listening connections (a restart, a failover, a proxy's idle cut).
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${others}`)
      await expect.poll(connected, { timeout: 10_000, interval: 100 }).toBe(0)
      await expect.poll(connected, { timeout: 10_000, interval: 100 }).toBe(2)
      second.child.stdin?.write('publish {}\n')
      await first.waitFor('instance cached []')
    } finally {
      await admin.end()
      for (const { child } of [first, second]) child.kill()
      await ownDb.drop()
    }
  })
})

describe('between the workers of one server without PostgreSQL', () => {
  let cluster: Instance

  afterAll(() => {
    cluster.child.kill('SIGTERM')
  })

  test("worker 1's purge reaches worker 2 through the primary", async () => {
    cluster = startInstance({ WEB_CONCURRENCY: '2' })
    await cluster.waitFor('worker 1 cached []')
    await cluster.waitFor('worker 2 cached []')
  })
})
