// npm run ggl:import -- FILE [--apply] [--date YYYY-MM-DD]
// Takes the GGL's whitelist (its CSV export: a domain column at least, operator and licence columns
// when present) in as the site's copy in content/ (CONTENT_DIR, SITE_ID): for every locale whose
// market allows advertising only whitelisted casinos, shows what changes (added, removed, unchanged
// domains) and writes the new copy after a "y", or at once with --apply (for a scheduled job).
// --date: the day the list was taken from the GGL (default today, UTC). Exit 1 when the file has
// problems, 2 on wrong arguments; nothing is written then.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { gglWhitelistEntrySchema } from '../app/contracts/content/schemas.ts'
import { z } from '../app/lib/zod.ts'
import {
  describeGglWhitelistChanges,
  gglWhitelistChanges,
  gglWhitelistFrom,
  parseGglCsv,
} from '../app/products/ggl-whitelist-import.ts'
import { showsWhitelistedOnly } from '../app/products/market-rules.ts'
import { siteContentDir } from '../app/server/content/content-files.server.ts'
import { countriesOf } from '../app/site/website.ts'
import { serverConfigOrExit } from './lib/server-config.ts'

const usage = 'Usage: npm run ggl:import -- FILE [--apply] [--date YYYY-MM-DD]'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { apply: { type: 'boolean', default: false }, date: { type: 'string' } },
})
const [file] = positionals
const listedOn = values.date ?? new Date().toISOString().slice(0, 10)
if (!file || positionals.length > 1 || !z.iso.date().safeParse(listedOn).success) {
  console.error(usage)
  process.exit(2)
}
if (!existsSync(file)) {
  console.error(`No file ${file}`)
  process.exit(2)
}

const { website, content } = serverConfigOrExit()
const locales = countriesOf(website)
  .map((country) => country.locale)
  .filter((locale) => showsWhitelistedOnly(website, locale))
if (locales.length === 0) {
  console.error(`Site ${website.id} has no market that allows only whitelisted casinos: nothing to import`)
  process.exit(2)
}

const { entries, problems } = parseGglCsv(readFileSync(file, 'utf8'))
if (problems.length > 0) {
  for (const problem of problems) console.error(`${file}: ${problem}`)
  process.exit(1)
}
const next = gglWhitelistFrom(entries, listedOn)
const listSchema = z.array(gglWhitelistEntrySchema)

const targets = locales.map((locale) => {
  const path = join(siteContentDir(content.dir, website.id), locale, 'ggl-whitelist.json')
  const current = existsSync(path) ? listSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : []
  const changes = gglWhitelistChanges(current, next)
  console.log(`${path} (list of ${listedOn}):\n${describeGglWhitelistChanges(changes)}`)
  return path
})

let apply = values.apply
if (!apply) {
  if (!process.stdin.isTTY) {
    console.log('Nothing written: run with --apply to write the list without asking.')
    process.exit(0)
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  apply = /^y(es)?$/i.test((await prompt.question('Apply? [y/N] ')).trim())
  prompt.close()
}
if (apply) {
  for (const path of targets) writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`)
  console.log(
    `Written. The site serves the new list after its next start (or npm run db:seed); the CMS takes it by an upload.`,
  )
} else console.log('Nothing written.')
