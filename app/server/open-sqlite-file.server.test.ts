import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openSqliteFile } from './open-sqlite-file.server.ts'

/** Another process holding the file's write lock for `ms`, as a worker seeding it at start does. */
async function lockedByAnotherProcess(path: string, ms: number) {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite')
       const db = new DatabaseSync(${JSON.stringify(path)})
       db.exec('CREATE TABLE seeded (x); BEGIN EXCLUSIVE; INSERT INTO seeded VALUES (1)')
       console.log('locked')
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms})
       db.exec('COMMIT')`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await once(holder.stdout, 'data')
  return { released: once(holder, 'exit') }
}

describe('openSqliteFile', () => {
  it('waits for another process holding the file, instead of failing to switch it to WAL', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'open-sqlite-')), 'content.sqlite')
    const { released } = await lockedByAnotherProcess(path, 500)
    const db = openSqliteFile(path)
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    db.close()
    await released
  })
})
