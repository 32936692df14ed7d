import { htmlToText } from './html-to-text.ts'
import type { FaqBlock } from './schema.ts'

/** schema.org FAQPage for search engines, safe to place inside a <script> element. */
export function faqJsonLd(items: FaqBlock['items']): string {
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
