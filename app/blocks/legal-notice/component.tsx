// The legal notice: the operator's data under the headings § 5 DDG and § 18 MStV ask for, as a
// description list, so each value is read with its label.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BlockSection } from '../../ui/block-section.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import type { LegalNoticeBlock } from './schema.ts'

export function LegalNotice({ block }: BlockComponentProps<LegalNoticeBlock>) {
  const { operator, contact, register, vatId, responsibleForContent } = block
  return (
    <BlockSection heading={block.heading} className="legal-notice">
      <dl className="legal-notice__list">
        <Entry label={<Trans>Anbieter</Trans>}>
          <address>
            {operator.name}
            <br />
            {operator.street}
            <br />
            {operator.postalCode} {operator.city}
            <br />
            {operator.country}
          </address>
        </Entry>
        <Entry label={<Trans>Vertreten durch</Trans>}>{operator.representedBy.join(', ')}</Entry>
        <Entry label={<Trans>Kontakt</Trans>}>
          <Trans>E-Mail:</Trans> <a href={`mailto:${contact.email}`}>{contact.email}</a>
          {contact.phone && (
            <>
              <br />
              <Trans>Telefon:</Trans> <a href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>{contact.phone}</a>
            </>
          )}
        </Entry>
        {register && (
          <Entry label={<Trans>Registereintrag</Trans>}>
            <Trans>
              Registergericht: {register.court}, Registernummer: {register.number}
            </Trans>
          </Entry>
        )}
        {vatId && <Entry label={<Trans>Umsatzsteuer-Identifikationsnummer (§ 27a UStG)</Trans>}>{vatId}</Entry>}
        <Entry label={<Trans>Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)</Trans>}>
          {responsibleForContent.name}, {responsibleForContent.address}
        </Entry>
      </dl>
    </BlockSection>
  )
}

function Entry({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="legal-notice__entry">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
