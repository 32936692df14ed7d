// A translated text of the shape `shown<0>hidden</0>shown`, as <Trans> renders it when its tag is a
// visually hidden span (a card's "Zum Casino" that names the casino to a screen reader). For the
// server, which renders it for every card of a list: <Trans> parses the message with a pattern,
// clones the span and adds two components for it (docs/decisions/102-render-once-per-input.md).
import type { ReactNode } from 'react'

const open = '<0>'
const close = '</0>'

export function withHiddenPart(text: string): ReactNode {
  const start = text.indexOf(open)
  const end = text.indexOf(close, start)
  if (start < 0 || end < 0) return text
  return [
    text.slice(0, start),
    <span key="hidden" className="visually-hidden">
      {text.slice(start + open.length, end)}
    </span>,
    text.slice(end + close.length),
  ]
}
