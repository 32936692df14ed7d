// A product's place in a ranked list: the number for the eye, "Platz 2" for screen readers.
import { Trans } from '@lingui/react/macro'

export function ListPosition({ position, className }: { position: number; className: string }) {
  return (
    <p className={className}>
      <span className="visually-hidden">
        <Trans>Platz</Trans>{' '}
      </span>
      {position}
    </p>
  )
}
