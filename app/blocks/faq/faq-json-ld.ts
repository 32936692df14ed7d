import { htmlToText } from './html-to-text.ts'
import type { FaqBlock } from './schema.ts'

/**
 * Each block's text, made once: a block's items are one object per content version, shared by
 * every server render of it (docs/decisions/019-render-cost-and-page-weight.md), and turning the
 * answers' HTML into text for every render cost more than rendering the questions.
 */
const made = new WeakMap<FaqBlock['items'], string>()

/** schema.org FAQPage for search engines, safe to place inside a <script> element. */
export function faqJsonLd(items: FaqBlock['items']): string {
  let text = made.get(items)
  if (text === undefined) {
    text = jsonLdOf(items)
    made.set(items, text)
  }
  return text
}

function jsonLdOf(items: FaqBlock['items']): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      // Questions are plain text already; answers are HTML.
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answer) },
    })),
  }
  // "</script>" inside the JSON would end the element early; \u003c is the same character to a JSON parser.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
