// The call to action of a product card: the tracked /go/ link of this visit (outbound-link.ts),
// which reports the click-out as a conversion (SPEC section 9) to the integrations that may hear it.
import type { ReactNode } from 'react'
import { useOutboundHref } from './use-attribution.ts'
import { useConversion } from './use-visit.ts'

export function ProductLink({
  productId,
  position,
  children,
}: {
  productId: string
  /** The card's place in its list (1 = first): the operator's report credits placements. */
  position: number
  children: ReactNode
}) {
  const href = useOutboundHref(productId, position)
  const convert = useConversion()
  return (
    <a
      className="button button--cta"
      href={href}
      rel="sponsored nofollow noopener"
      target="_blank"
      onClick={() => convert('outboundClick')}
    >
      {children}
    </a>
  )
}
