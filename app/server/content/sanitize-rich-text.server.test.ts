import { describe, expect, test } from 'vitest'
import {
  sanitizeBlockHtml,
  sanitizeDocumentHtml,
  sanitizeEntryHtml,
  sanitizeRichText,
} from './sanitize-rich-text.server.ts'

describe('sanitizeRichText', () => {
  test('keeps the allowed editorial markup as it is', () => {
    const html =
      '<h2>Titel</h2><h3>Unter</h3><h4>Klein</h4><p>Text<br />mit <strong>fett</strong>, <b>b</b>, <em>kursiv</em>, <i>i</i></p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote>' +
      '<table><caption>Tabelle</caption><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<p><a href="/casino-boni/">intern</a> <a href="mailto:info@example.de">Mail</a></p>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  test('removes script and style elements with their content', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p><style>p{color:red}</style>')).toBe('<p>ab</p>')
  })

  test('removes event handlers and style attributes', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red" onmouseover="x()">Text</p>')).toBe('<p>Text</p>')
    expect(sanitizeRichText('<a href="/x/" onfocus="x()">x</a>')).toBe('<a href="/x/">x</a>')
  })

  test('drops javascript:, data: and protocol-relative links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>')
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">a</a>')).toBe('<a>a</a>')
    expect(sanitizeRichText('<a href="//evil.example/">a</a>')).toBe('<a>a</a>')
  })

  test('removes svg, iframes and images entirely', () => {
    expect(sanitizeRichText('<p>x<svg onload="alert(1)"><text>drawn</text></svg></p>')).toBe('<p>x</p>')
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>')
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><p>ok</p>')).toBe('<p>ok</p>')
  })

  test('unwraps other elements but keeps their text', () => {
    expect(sanitizeRichText('<div class="box"><h1>Titel</h1><span>Text</span></div>')).toBe('TitelText')
  })

  test('external links get rel="noopener noreferrer", keeping rel values of their own', () => {
    expect(sanitizeRichText('<a href="https://www.ggl.de/" target="_blank">GGL</a>')).toBe(
      '<a href="https://www.ggl.de/" target="_blank" rel="noopener noreferrer">GGL</a>',
    )
    expect(sanitizeRichText('<a href="https://casino.example/" rel="sponsored nofollow">Casino</a>')).toBe(
      '<a href="https://casino.example/" rel="sponsored nofollow noopener noreferrer">Casino</a>',
    )
    expect(sanitizeRichText('<a href="/casino-boni/">intern</a>')).toBe('<a href="/casino-boni/">intern</a>')
  })

  test('only _blank and _self are kept as link targets', () => {
    expect(sanitizeRichText('<a href="/x/" target="evil-frame">x</a>')).toBe('<a href="/x/">x</a>')
  })
})

describe('sanitizeDocumentHtml', () => {
  test('sanitises richText html and faq answers, and leaves other blocks alone', () => {
    const hero = { blockType: 'hero', heading: '<b>stays text</b>', intro: 'Intro' }
    const page = {
      path: '/',
      blocks: [
        hero,
        { blockType: 'richText', id: 'a', html: '<p onclick="x()">Hallo<script>1</script></p>' },
        { blockType: 'faq', items: [{ question: 'Frage?', answer: '<p>Antwort</p><iframe></iframe>' }] },
      ],
    }
    expect(sanitizeDocumentHtml(page)).toEqual({
      path: '/',
      blocks: [
        hero,
        { blockType: 'richText', id: 'a', html: '<p>Hallo</p>' },
        { blockType: 'faq', items: [{ question: 'Frage?', answer: '<p>Antwort</p>' }] },
      ],
    })
  })

  test('tolerates blocks of the wrong shape (they may come from an external CMS)', () => {
    const odd = { blockType: 'faq', items: [null, { answer: 3 }] }
    expect(sanitizeBlockHtml(odd)).toEqual(odd)
    expect(sanitizeBlockHtml({ blockType: 'richText', html: 42 })).toEqual({ blockType: 'richText', html: 42 })
  })
})

describe('sanitizeEntryHtml', () => {
  test("sanitises the blocks of a list entry that has them (a casino review's) and leaves others alone", () => {
    const casino = {
      id: 'nordlicht',
      blocks: [{ blockType: 'richText', html: '<p>Gut<img src=x onerror=alert(1)></p>' }],
    }
    expect(sanitizeEntryHtml(casino)).toEqual({
      id: 'nordlicht',
      blocks: [{ blockType: 'richText', html: '<p>Gut</p>' }],
    })
    const provider = { id: 'paypal', name: '<b>PayPal</b>' }
    expect(sanitizeEntryHtml(provider)).toBe(provider)
  })
})
