// The server-rendered HTML is valid: the W3C Nu HTML Checker (vnu, a Java program from the vnu-jar
// package; scripts/lib/ensure-java.sh brings Java) finds no error in the site's pages, for a
// visitor the consent dialog is open for and for one who already answered it.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { entryPageSamples, expect, necessaryOnlyConsent, test } from '../support/fixtures.ts'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

const pages = [
  '/',
  '/online-casinos-mit-paypal/',
  '/privacy-policy/',
  '/impressum/',
  '/cookie-richtlinie/',
  '/gibt-es-nicht/',
  ...entryPageSamples,
]
const visitors = {
  // A visitor from a country that must be asked first: the server renders the consent dialog open.
  asked: `geolocation=${encodeURIComponent(JSON.stringify({ 'viewer-country': 'DE' }))}`,
  answered: `consent=${encodeURIComponent(JSON.stringify(necessaryOnlyConsent))}`,
}

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }

/** Runs vnu once over every file (one JVM start) and returns its messages; `url` is `file:<path>`. */
async function validate(files: string[]): Promise<VnuMessage[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
}

test('the server-rendered HTML has no error in the W3C Nu HTML Checker', async ({ request }) => {
  test.setTimeout(90_000)
  const folder = await mkdtemp(join(tmpdir(), 'html-validity-'))
  try {
    // A control document without a <title>: its error proves vnu checked the files and that the
    // messages map back to them.
    const control = join(folder, 'control.html')
    await writeFile(control, '<!doctype html><html lang="en"><head></head><body></body></html>')
    const files = new Map<string, string>([[control, 'control']])
    for (const [visitor, cookie] of Object.entries(visitors))
      for (const path of pages) {
        const response = await request.get(path, { headers: { cookie } })
        expect(response.status(), path).toBe(path === '/gibt-es-nicht/' ? 404 : 200)
        const html = await response.text()
        if (visitor === 'asked' && response.ok()) expect(html, path).toContain('aria-modal="true"')
        const file = join(folder, `${visitor}${path.replaceAll('/', '_')}.html`)
        await writeFile(file, html)
        files.set(file, `${visitor} ${path}`)
      }

    const errors = (await validate([...files.keys()]))
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${files.get(message.url?.replace(/^file:/, '') ?? '') ?? message.url} line ${message.lastLine}: ${message.message}` +
          (message.extract ? `\n    ${message.extract.replaceAll('\n', ' ')}` : ''),
      )
    expect(errors.filter((error) => error.startsWith('control '))).toEqual([
      expect.stringContaining('Element “head” is missing a required instance of child element “title”'),
    ])
    const pageErrors = errors.filter((error) => !error.startsWith('control '))
    expect(pageErrors, pageErrors.join('\n')).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
