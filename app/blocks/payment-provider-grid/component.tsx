import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { PaymentProvider } from '../../api/content/schemas.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { BlockSection } from '../ui/block-section.tsx'
import { type FactCard, FactCardGrid } from '../ui/fact-card-grid.tsx'
import { paymentProvidersByIds } from '../ui/provider-queries.ts'
import type { PaymentProviderGridBlock } from './schema.ts'

const kindLabels = {
  ewallet: msg`E-Wallet`,
  card: msg`Kreditkarte`,
  'bank-transfer': msg`Banküberweisung`,
  prepaid: msg`Prepaid`,
  'instant-banking': msg`Online-Banking`,
} satisfies Record<PaymentProvider['kind'], unknown>

export function PaymentProviderGrid({ block, context }: BlockComponentProps<PaymentProviderGridBlock>) {
  const { t, i18n } = useLingui()
  const { data: providers } = useSuspenseQuery(paymentProvidersByIds(context.locale, block.providerIds))
  const cards = providers.map(
    (provider): FactCard => ({
      id: provider.id,
      title: provider.name,
      image: { src: provider.logo, width: 120, height: 60 },
      href: provider.listPath,
      description: provider.description,
      facts: [
        { label: t`Art`, value: i18n._(kindLabels[provider.kind]) },
        { label: t`Einzahlung`, value: provider.depositTime },
        { label: t`Auszahlung`, value: provider.withdrawalTime },
        { label: t`Gebühren`, value: provider.fees },
      ],
    }),
  )
  return (
    <BlockSection heading={block.heading} className="payment-provider-grid">
      <FactCardGrid cards={cards} emptyMessage={<Trans>Keine Zahlungsmethoden gefunden.</Trans>} />
    </BlockSection>
  )
}
