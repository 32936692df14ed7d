// Fresh, empty databases on a PostgreSQL server (the one scripts/postgres runs), each dropped again
// after use: what the integration tests and the benches run the leads store on.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

/** Runs one statement on the server's database of serverUrl. */
async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export type PostgresDatabase = { url: string; drop: () => Promise<void> }

/** A new database on the server of serverUrl (any of its databases' URL). */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`
  await administer(serverUrl, `CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => administer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`) }
}
