import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { BlockComponentProps } from '../define-block.ts'
import { gamblingHelpLine, gamblingHelpWebsite } from './help-resources.ts'
import type { ResponsibleGamblingBlock } from './schema.ts'

export function ResponsibleGambling({ block }: BlockComponentProps<ResponsibleGamblingBlock>) {
  return <ResponsibleGamblingNotice variant={block.variant} />
}

type Variant = ResponsibleGamblingBlock['variant']

/** The notice on its own, for the site footer as well as for the block. */
export function ResponsibleGamblingNotice({ variant }: { variant: Variant }) {
  return variant === 'compact' ? <CompactNotice /> : <FullNotice />
}

function HelpLineLink() {
  return <a href={gamblingHelpLine.href}>{gamblingHelpLine.label}</a>
}

function HelpWebsiteLink() {
  return (
    <a href={gamblingHelpWebsite.href} target="_blank" rel="noopener">
      {gamblingHelpWebsite.label}
    </a>
  )
}

function FullNotice() {
  const headingId = useId()
  return (
    <aside className="responsible-gambling" aria-labelledby={headingId}>
      <p className="age-badge">18+</p>
      <div>
        <h2 id={headingId} className="responsible-gambling__heading">
          <Trans>Verantwortungsvoll spielen</Trans>
        </h2>
        <p>
          <Trans>
            Teilnahme erst ab 18 Jahren. Glücksspiel kann süchtig machen. Spielen Sie nur mit Geld, dessen Verlust Sie
            sich leisten können, und setzen Sie sich Limits.
          </Trans>
        </p>
        <p>
          <Trans>
            Kostenlose und anonyme Hilfe erhalten Sie bei der Beratungshotline des BIÖG (Bundesinstitut für Öffentliche
            Gesundheit) unter <HelpLineLink /> und auf <HelpWebsiteLink />.
          </Trans>
        </p>
      </div>
    </aside>
  )
}

function CompactNotice() {
  return (
    <p className="responsible-gambling responsible-gambling--compact">
      <span className="age-badge">18+</span>{' '}
      <Trans>
        Glücksspiel kann süchtig machen. Hilfe beim BIÖG (Bundesinstitut für Öffentliche Gesundheit) unter{' '}
        <HelpLineLink /> und auf <HelpWebsiteLink />.
      </Trans>
    </p>
  )
}
