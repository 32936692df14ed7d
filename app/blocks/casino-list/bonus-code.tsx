// The bonus code stays visible as text (copy by hand works without JS); the button copies it.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

const copiedFeedbackMs = 2_000

export function BonusCode({ code }: { code: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), copiedFeedbackMs)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      // No clipboard (insecure context) or access refused: the code is still on screen to copy by hand.
    }
  }

  return (
    <p className="bonus-code">
      <span className="bonus-code__label">
        <Trans>Bonuscode</Trans>
      </span>{' '}
      <code className="bonus-code__value">{code}</code>
      <button type="button" className="bonus-code__copy" onClick={copy} aria-label={t`Bonuscode kopieren`}>
        {copied ? <Trans>Kopiert</Trans> : <Trans>Kopieren</Trans>}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t`Bonuscode kopiert` : ''}
      </span>
    </p>
  )
}
