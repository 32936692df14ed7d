// Rich text between the site's HTML and the CMS's editor, with the editor as the CMS configures it:
// every rich text of content/ (each site, locale, collection, block, draft) comes back from the
// editor as the same HTML, and what the editor offers is written out as the sanitiser's HTML.
import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  appConfig,
  blockFieldsByType,
  cmsCollection,
  listCollections,
  loadContent,
  type NamedField,
  readContentFiles,
  richTextHtmlName,
  sanitizeRichText,
  toCms,
} from '../../../app/server/cms-contract.server.ts'
import config from '../payload.config.ts'
import { htmlOfRichText, linkedPageIds, richTextOfHtml } from './rich-text-html.ts'

type Doc = Record<string, unknown>
const isRecord = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The HTML of every rich-text field in a document of the CMS's shape, by where it is. */
function* richTextsOf(fields: readonly NamedField[], doc: Doc, at: string): Generator<[string, string]> {
  for (const field of fields) {
    const { plan } = field
    const here = `${at}.${field.name}`
    const value = doc[field.cmsName]
    if (plan.kind === 'richText') {
      const html = doc[richTextHtmlName(field.cmsName)]
      if (typeof html === 'string') yield [here, html]
    } else if (plan.kind === 'group' && isRecord(value)) yield* richTextsOf(plan.fields, value, here)
    else if ((plan.kind === 'rows' || plan.kind === 'blocks') && Array.isArray(value))
      for (const [index, row] of value.entries()) {
        const rowFields = plan.kind === 'rows' ? plan.fields : blockFieldsByType.get(String(row?.blockType))
        if (rowFields && isRecord(row)) yield* richTextsOf(rowFields, row, `${here}.${index}`)
      }
  }
}

/** Every rich text of content/, as the import hands it to the CMS. */
function* contentRichTexts(): Generator<[string, string]> {
  for (const site of appConfig.websites) {
    const files = readContentFiles('content', site.id)
    if (files.files.size === 0) continue
    for (const [locale, content] of loadContent(files, site).locales) {
      const documents: [string, object][] = [
        ...listCollections.flatMap((slug) => (content[slug] ?? []).map((entry): [string, object] => [slug, entry])),
        ...(content.components ? [['components', content.components] as [string, object]] : []),
        ...(content.posts ?? []).map(({ document }): [string, object] => ['posts', document]),
        ...[...(content.pages ?? []), ...(content.drafts ?? [])].map(({ document }): [string, object] => [
          'pages',
          document,
        ]),
      ]
      for (const [index, [slug, document]] of documents.entries()) {
        const { fields } = cmsCollection(slug as Parameters<typeof cmsCollection>[0])
        yield* richTextsOf(fields, toCms(fields, document as Doc), `${site.id}/${locale}/${slug}/${index}`)
      }
    }
  }
}

let editorConfig: SanitizedServerEditorConfig
beforeAll(async () => {
  editorConfig = await editorConfigFactory.default({ config: await config })
})

const throughEditor = (html: string) => htmlOfRichText(richTextOfHtml(html, editorConfig))

describe('rich text through the CMS editor', () => {
  // A jsdom document per text: ~15 s on a quiet machine, hence the minute.
  it('gives back every rich text of content/ unchanged', () => {
    const texts = [...contentRichTexts()]
    // Every faq answer and rich-text block of content/, not a sample.
    expect(texts.length).toBeGreaterThan(150)
    // Byte for byte, so the export writes content/ back unchanged; it is the sanitiser's form too.
    for (const [at, html] of texts) {
      expect(throughEditor(html), at).toBe(html)
      expect(sanitizeRichText(html), at).toBe(sanitizeRichText(throughEditor(html)))
    }
  }, 60_000)

  it('keeps each thing the site renders of rich text', () => {
    const html = [
      '<h2>Zwei</h2><h3>Drei</h3><h4>Vier</h4>',
      '<p>Ein <strong>fetter</strong>, <em>schräger</em> und <em><strong>beides</strong></em> Satz.<br>Neue Zeile.</p>',
      '<ul><li>Eins</li><li>Zwei</li></ul><ol><li>Erstens</li></ol>',
      '<blockquote>Zitat</blockquote>',
      '<p><a href="/freispiele/">intern</a>, <a href="#faq">Anker</a>, <a href="mailto:a@b.de">Post</a>, ',
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">extern</a>, 1 &lt; 2 &amp; 3 &gt; 2.</p>',
    ].join('')
    expect(sanitizeRichText(throughEditor(html))).toBe(sanitizeRichText(html))
  })

  it('writes what the site does not render as what it does, and nothing that runs', () => {
    expect(throughEditor('<h1>Eins</h1><p><b>B</b><i>I</i></p>')).toBe('<p>Eins</p><p><strong>B</strong><em>I</em></p>')
    expect(throughEditor('<p onclick="x()">Hallo<script>alert(1)</script></p>')).toBe('<p>Hallo</p>')
    expect(throughEditor('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p>x</p>')
    expect(throughEditor('')).toBe('')
  })

  it('writes a link to a page as the page path it is given', () => {
    const state = richTextOfHtml('<p><a href="/alt/">Seite</a></p>', editorConfig)
    const paragraph = state.root.children[0] as unknown as { children: { fields: Doc }[] }
    const link = paragraph.children[0]
    if (!link) throw new Error('no link')
    link.fields = { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 7 } }
    expect(linkedPageIds(state)).toEqual(['7'])
    expect(htmlOfRichText(state, new Map([['7', '/neu/']]))).toBe('<p><a href="/neu/">Seite</a></p>')
  })
})
