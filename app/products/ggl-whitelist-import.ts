// Taking the GGL's whitelist in: its CSV export read into the site's whitelist entries, compared with
// the site's copy (added, removed, unchanged domains) and applied as the new copy, dated the day it
// was taken. Shared by `npm run ggl:import` (scripts/ggl-import.ts) and the CMS's upload, so both
// read a file the same way. Pure: reading and writing the copy is the caller's.
import { hostnamePattern } from '../contracts/content/outbound-link-template.ts'
import type { GglWhitelistEntry } from '../contracts/content/schemas.ts'

type LicenceType = GglWhitelistEntry['licences'][number]
export type ImportedEntry = Omit<GglWhitelistEntry, 'listedOn'>

/** Header names each column may have (lowercased): the GGL's German ones and plain English ones. */
const columnNames = {
  domain: ['domain', 'domains', 'internetdomain', 'internetdomains', 'internetadresse', 'url', 'website'],
  operator: ['operator', 'veranstalter', 'erlaubnisinhaber', 'anbieter', 'licence holder', 'license holder'],
  licence: ['licence', 'license', 'licences', 'licenses', 'licence type', 'erlaubnis', 'erlaubnisse', 'glücksspielart'],
} as const

/** Words in the licence column, to the licence type they name. */
const licenceWords: [pattern: RegExp, type: LicenceType][] = [
  [/automat|slot/i, 'virtual-slots'],
  [/casino|tischspiel/i, 'online-casino'],
  [/poker/i, 'online-poker'],
  [/sport/i, 'sports-betting'],
  [/pferd|horse/i, 'horse-betting'],
  [/lotter/i, 'lotteries'],
]

export type GglCsv = { entries: ImportedEntry[]; problems: string[] }

/** Splits CSV text into rows of fields: quoted fields may hold the separator, quotes and line breaks. */
function csvRows(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (char === '"') quoted = !quoted
    else if (quoted) field += char
    else if (char === separator) endField()
    else if (char === '\n') endRow()
    else if (char !== '\r') field += char
  }
  if (field !== '' || row.length > 0) endRow()
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''))
}

/** A domain as the site compares them: lowercase, without scheme, www., path or trailing dot. */
export function normaliseDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '')
}

const licencesOf = (text: string): LicenceType[] =>
  licenceWords.filter(([pattern]) => pattern.test(text)).map(([, type]) => type)

/** The CSV's entries (one per domain; a row may list several, separated by commas, spaces or |) and what is wrong with it. */
export function parseGglCsv(text: string): GglCsv {
  const body = text.replace(/^\uFEFF/, '')
  const firstLine = body.split(/\r?\n/, 1)[0] ?? ''
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
  const [header = [], ...rows] = csvRows(body, separator)
  const names = header.map((name) => name.trim().toLowerCase())
  const column = (key: keyof typeof columnNames) =>
    names.findIndex((name) => (columnNames[key] as readonly string[]).includes(name))
  const domainColumn = column('domain')
  if (domainColumn < 0)
    return { entries: [], problems: ['The file has no domain column (a header "domain" is needed)'] }
  const operatorColumn = column('operator')
  const licenceColumn = column('licence')
  const byDomain = new Map<string, ImportedEntry>()
  const problems: string[] = []
  rows.forEach((cells, index) => {
    const operator = operatorColumn < 0 ? '' : (cells[operatorColumn] ?? '').trim()
    const licences = licenceColumn < 0 ? [] : licencesOf(cells[licenceColumn] ?? '')
    for (const raw of (cells[domainColumn] ?? '').split(/[\s,|]+/).filter(Boolean)) {
      const domain = normaliseDomain(raw)
      if (!hostnamePattern.test(domain)) {
        problems.push(`Row ${index + 2}: "${raw}" is not a domain`)
        continue
      }
      const known = byDomain.get(domain)
      const merged = [...new Set([...(known?.licences ?? []), ...licences])]
      byDomain.set(domain, {
        id: domain.replaceAll('.', '-'),
        domain,
        ...((known?.operator ?? operator) && { operator: known?.operator ?? operator }),
        licences: merged,
      })
    }
  })
  if (byDomain.size === 0 && problems.length === 0) problems.push('The file lists no domain')
  return { entries: [...byDomain.values()], problems }
}

export type GglWhitelistChanges = { added: string[]; removed: string[]; unchanged: string[] }

/** Which domains the new list adds, removes and keeps, each sorted. */
export function gglWhitelistChanges(
  current: readonly Pick<GglWhitelistEntry, 'domain'>[],
  next: readonly Pick<GglWhitelistEntry, 'domain'>[],
): GglWhitelistChanges {
  const before = new Set(current.map((entry) => entry.domain))
  const after = new Set(next.map((entry) => entry.domain))
  const sorted = (domains: Iterable<string>) => [...domains].sort()
  return {
    added: sorted([...after].filter((domain) => !before.has(domain))),
    removed: sorted([...before].filter((domain) => !after.has(domain))),
    unchanged: sorted([...after].filter((domain) => before.has(domain))),
  }
}

/** The changes as a few lines for a person: counts, then each added and removed domain. */
export function describeGglWhitelistChanges({ added, removed, unchanged }: GglWhitelistChanges): string {
  return [
    `${added.length} added, ${removed.length} removed, ${unchanged.length} unchanged`,
    ...added.map((domain) => `+ ${domain}`),
    ...removed.map((domain) => `- ${domain}`),
  ].join('\n')
}

/** The site's new copy: the file's entries, sorted by domain, dated the day the list was taken. */
export const gglWhitelistFrom = (entries: readonly ImportedEntry[], listedOn: string): GglWhitelistEntry[] =>
  [...entries].sort((a, b) => (a.domain < b.domain ? -1 : 1)).map((entry) => ({ ...entry, listedOn }))
