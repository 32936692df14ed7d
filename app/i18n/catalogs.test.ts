// Every UI string must be translated: the source catalog holds every message the code uses (so
// `npm run i18n:extract` was run), and every other catalog translates every one of them, keeping
// its placeholders. Reads the .po files as a translator leaves them.
import { readFileSync } from 'node:fs'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { describe, expect, test } from 'vitest'

const config = getConfig({ cwd: new URL('../..', import.meta.url).pathname })
const sourceLocale = config.sourceLocale
if (!sourceLocale) throw new Error('lingui.config.ts names no sourceLocale')

/** msgid -> msgstr of a .po file (the header entry left out). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}.po`, import.meta.url), 'utf8')
  const unquote = (quoted: string) => JSON.parse(quoted) as string
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    const id = match[1] ?? '""'
    const translation = match[2] ?? '""'
    if (unquote(id) !== '') entries.set(unquote(id), unquote(translation))
  }
  return entries
}

/** The {placeholders} and <0> tags of a message, which a translation must keep. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)|<\/?(\d+)\/?>/g)].map((match) => match[0]).sort()

const source = readPo(sourceLocale)
const translated = config.locales.filter((locale) => locale !== sourceLocale)

describe('Lingui catalogs', () => {
  test('the source catalog holds every message the code uses', async () => {
    const [catalog] = await getCatalogs(config)
    if (!catalog) throw new Error('No catalog configured')
    const used = await catalog.collect()
    expect(Object.keys(used ?? {}).length).toBeGreaterThan(0)
    const missing = Object.values(used ?? {})
      .map((message) => message.message ?? '')
      .filter((message) => !source.has(message))
    expect(missing, 'run npm run i18n:extract').toEqual([])
  }, 60_000)

  test.each(translated)('%s translates every message of the source catalog', (locale) => {
    const catalog = readPo(locale)
    const untranslated = [...source.keys()].filter((id) => !catalog.get(id))
    expect(untranslated).toEqual([])
  })

  test.each(translated)('%s keeps every placeholder', (locale) => {
    const catalog = readPo(locale)
    const broken = [...catalog].filter(([id, translation]) => {
      const expected = placeholders(id)
      return (
        translation !== '' && (id.includes('plural,') ? false : placeholders(translation).join() !== expected.join())
      )
    })
    expect(broken).toEqual([])
  })
})
