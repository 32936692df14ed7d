import { describe, expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { Faq } from './component.tsx'
import type { FaqBlock } from './schema.ts'

const faq: FaqBlock = {
  blockType: 'faq',
  heading: 'Häufige Fragen',
  items: [
    {
      question: 'Sind Online Casinos legal?',
      answer: '<p>Ja, mit einer <strong>GGL-Lizenz</strong> &amp; Whitelist.</p>',
    },
    { question: 'Was ist </script><b>?', answer: '<p>Ein Test.</p><p>Zweiter&nbsp;Absatz</p>' },
  ],
}

function jsonLdOf(html: string): string {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)
  if (!match?.[1]) throw new Error('No JSON-LD script in the output')
  return match[1]
}

describe('Faq', () => {
  test('renders each question as a native disclosure with its answer', async () => {
    const html = await renderToHtml(<Faq block={faq} context={blockContext} />)
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(2)
    expect(html).toMatch(
      /<summary class="faq__question"><h3 class="faq__question-text">Sind Online Casinos legal\?<\/h3>/,
    )
    expect(html).toContain('<strong>GGL-Lizenz</strong>')
  })

  test('emits FAQPage JSON-LD with plain-text answers that cannot end the script early', async () => {
    const html = await renderToHtml(<Faq block={faq} context={blockContext} />)
    const json = jsonLdOf(html)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Sind Online Casinos legal?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ja, mit einer GGL-Lizenz & Whitelist.' },
        },
        {
          '@type': 'Question',
          name: 'Was ist </script><b>?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ein Test. Zweiter Absatz' },
        },
      ],
    })
  })
})
