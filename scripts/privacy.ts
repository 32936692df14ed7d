// npm run privacy -- export|erase --email <address> | --phone <number> [--db path]
// A person's data in the leads database the site uses (PostgreSQL with DATABASE_URL, else the SQLite
// file of LEADS_DB_PATH or the site's default; --db names another file): `export` prints as JSON
// everything stored about them, `erase` erases it (docs/decisions/028-personal-data.md). Each request
// is logged in the database's privacy_requests with a hash of the contact keyed with DATA_HASH_SECRET.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  type Contact,
  erasePersonalData,
  exportPersonalData,
} from '../app/server/leads/privacy/personal-data.server.ts'
import { openLeadsDatabase } from '../app/server/leads/store/open-leads-database.server.ts'
import { internationalPhoneNumber } from '../app/signups/signup-schema.ts'
import { countriesOf } from '../app/site/website.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const usage = 'Usage: npm run privacy -- export|erase --email <address> | --phone <number> [--db path]'

function fail(message: string): never {
  console.error(`${message}\n${usage}`)
  process.exit(2)
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { email: { type: 'string' }, phone: { type: 'string' }, db: { type: 'string' } },
    })
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
})()
const [command] = positionals
if (positionals.length !== 1 || (command !== 'export' && command !== 'erase')) fail('Name one command: export or erase')
if (Boolean(values.email) === Boolean(values.phone)) fail('Name the person by --email or by --phone')

const config = serverConfigOrExit()
/** Stored phones are international (+<code><number>): a national one is read as a number of the site's countries. */
function storedPhone(input: string): string {
  for (const country of countriesOf(config.website)) {
    const phone = internationalPhoneNumber(input, country)
    if (phone) return phone
  }
  return input.replace(/[\s\-.()/]/g, '')
}
const contact: Contact = values.email ? { email: values.email } : { phone: storedPhone(values.phone ?? '') }

const target = values.db ? { sqlitePath: values.db } : config.leads.database
// Opening a SQLite file creates it: a mistyped path would find nobody instead of failing.
if ('sqlitePath' in target && !existsSync(target.sqlitePath)) {
  console.error(`No leads database at ${target.sqlitePath}`)
  process.exit(1)
}
const database = openLeadsDatabase(target)
try {
  const secret = config.dataHashSecret
  if (command === 'export') console.log(JSON.stringify(await exportPersonalData(database, contact, secret), null, 2))
  else console.log(JSON.stringify({ erased: await erasePersonalData(database, contact, secret) }))
} catch (error) {
  const where = 'sqlitePath' in target ? target.sqlitePath : 'DATABASE_URL'
  console.error(
    `Cannot ${command} from the leads database (${where}): ${error instanceof Error ? error.message : error}`,
  )
  process.exitCode = 1
} finally {
  await database.close()
}
