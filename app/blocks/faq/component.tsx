import { BlockSection, Subheading } from '../../ui/block-section.tsx'
import { SanitizedHtml } from '../../ui/sanitized-html.tsx'
import { useCspNonce } from '../../ui/use-csp-nonce.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { faqJsonLd } from './faq-json-ld.ts'
import type { FaqBlock } from './schema.ts'

export function Faq({ block }: BlockComponentProps<FaqBlock>) {
  const nonce = useCspNonce()
  return (
    <BlockSection heading={block.heading} className="faq">
      {/* Native disclosure widgets: keyboard and screen-reader support, and they work without JS. */}
      <div className="faq__items">
        {block.items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">
              <Subheading className="faq__question-text">{item.question}</Subheading>
            </summary>
            <SanitizedHtml className="faq__answer prose" html={item.answer} />
          </details>
        ))}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (see faqJsonLd) */}
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: faqJsonLd(block.items) }} />
    </BlockSection>
  )
}
