import { expect, test } from 'vitest'
import { htmlToText } from './html-to-text.ts'

test.each([
  ['<p>Hallo <em>Welt</em></p>', 'Hallo Welt'],
  ['<p>Eins</p><p>Zwei</p>', 'Eins Zwei'],
  ['Zeile<br>Umbruch<br/>Ende', 'Zeile Umbruch Ende'],
  ['<ul><li>A</li><li>B</li></ul>', 'A B'],
  ['Gr&ouml;&szlig;e &amp; &#8364; &#x20AC; &quot;x&quot;', 'Größe & € € "x"'],
  ['&unknown; &#99999999;', '&unknown; &#99999999;'],
  ['  viel   \n Leerraum  ', 'viel Leerraum'],
])('%j → %j', (html, text) => {
  expect(htmlToText(html)).toBe(text)
})
