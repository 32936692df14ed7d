import { BlockSection } from '../../ui/block-section.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import type { CallToActionBlock } from './schema.ts'

export function CallToAction({ block }: BlockComponentProps<CallToActionBlock>) {
  return (
    <BlockSection heading={block.heading} className="call-to-action">
      <p className="call-to-action__text">{block.text}</p>
      {/* An external target is an operator: an affiliate link (see hasOutboundLinks). */}
      <ContentLink href={block.link.href} className="button button--cta" sponsored>
        {block.link.label}
      </ContentLink>
    </BlockSection>
  )
}
