// A product's place in a ranked list: the number for the eye, "Platz 2" for screen readers.
import { useLingui } from '@lingui/react/macro'

export function ListPosition({ position, className }: { position: number; className: string }) {
  // A plain text, so t, not <Trans>: every card of a list renders one, and the component costs more.
  const { t } = useLingui()
  return (
    <p className={className}>
      <span className="visually-hidden">{t`Platz`} </span>
      {position}
    </p>
  )
}
