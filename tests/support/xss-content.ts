// The content the end-to-end server runs on: a copy of content/ plus one draft that holds the XSS
// corpus, so the corpus travels the real pipeline (content files -> store -> content API -> page)
// while the published content stays clean. The draft is reached only with a signed preview link.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import vectors from '../fixtures/xss/xss-vectors.json' with { type: 'json' }

/** The page whose draft carries the corpus. */
export const xssCorpusPath = '/freispiele/'
const siteLocaleDir = join('90', 'de-DE')
const routeName = 'freispiele'

/** The visible marker in front of each vector: a test counts them to know every vector rendered. */
export const xssMarker = (name: string) => `XSS-Vektor: ${name}`

export function prepareXssContentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-content-'))
  cpSync('content', dir, { recursive: true })
  const page = JSON.parse(readFileSync(join(dir, siteLocaleDir, 'pages', `${routeName}.json`), 'utf8'))
  const draft = {
    ...page,
    blocks: [
      ...vectors.map(({ name, html }) => ({ blockType: 'richText', html: `<p>${xssMarker(name)}</p>${html}` })),
      {
        blockType: 'faq',
        heading: 'XSS in FAQ-Antworten',
        // Prefixed like the rich text blocks: an answer the sanitiser empties would make the block invalid.
        items: vectors.map(({ name, html }) => ({
          question: `Frage: ${name}`,
          answer: `<p>Antwort: ${name}</p>${html}`,
        })),
      },
    ],
  }
  writeFileSync(join(dir, siteLocaleDir, 'drafts', `${routeName}.json`), JSON.stringify(draft, null, 2))
  return dir
}
