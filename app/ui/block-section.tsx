// A block's outer section with its optional h2. Headings inside the block (card titles) ask for
// the next level, so the outline has no gaps whether or not the editor gave the block a heading.
import { createContext, type ReactNode, useContext, useId } from 'react'

type HeadingLevel = 2 | 3
const SubheadingLevel = createContext<HeadingLevel>(2)

type Props = { heading?: string; className: string; children: ReactNode }

export function BlockSection({ heading, className, children }: Props) {
  const headingId = useId()
  return (
    <section className={className} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="block-heading">
          {heading}
        </h2>
      )}
      <SubheadingLevel value={heading ? 3 : 2}>{children}</SubheadingLevel>
    </section>
  )
}

/** A heading one level below the enclosing block's heading. */
export function Subheading({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  const Tag = useContext(SubheadingLevel) === 2 ? 'h2' : 'h3'
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}
