import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLoadedQuery } from '../../api/query-reads.ts'
import type { PaymentProvider } from '../../contracts/content/schemas.ts'
import { entryEditorProps } from '../../contracts/editor-attributes.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { type FactCard, FactCardGrid } from '../../ui/fact-card-grid.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { paymentMethodNames, paymentProvidersByIds } from '../provider-queries.ts'
import type { PaymentProviderGridBlock } from './schema.ts'

export const kindLabels = {
  ewallet: msg`E-Wallet`,
  card: msg`Kreditkarte`,
  'bank-transfer': msg`Banküberweisung`,
  prepaid: msg`Prepaid`,
  'instant-banking': msg`Online-Banking`,
} satisfies Record<PaymentProvider['kind'], unknown>

export function PaymentProviderGrid({ block, context }: BlockComponentProps<PaymentProviderGridBlock>) {
  const { t, i18n } = useLingui()
  const { data: providers } = useLoadedQuery(paymentProvidersByIds(context.locale, block.providerIds))
  const { data: names } = useLoadedQuery(paymentMethodNames(context.locale))
  const nameOf = new Map(names.map((method) => [method.id, method]))
  // Both views derive from one collection; a method the names lack (read at another time) is left out.
  const cards = providers.flatMap((provider): FactCard[] => {
    const method = nameOf.get(provider.id)
    if (!method) return []
    const card: FactCard = {
      id: provider.id,
      title: method.name,
      image: { src: method.logo, width: 120, height: 60 },
      // The method's own page (which leads on to its list of casinos), else that list.
      href: entryPath(context.website, 'PaymentProvider', context.locale, provider.id) ?? method.listPath,
      description: provider.description,
      attributes: entryEditorProps(context.preview, provider.id),
      facts: [
        { label: t`Art`, value: i18n._(kindLabels[provider.kind]) },
        { label: t`Einzahlung`, value: provider.depositTime },
        { label: t`Auszahlung`, value: provider.withdrawalTime },
        { label: t`Gebühren`, value: provider.fees },
      ],
    }
    return [card]
  })
  return (
    <BlockSection heading={block.heading} className="payment-provider-grid">
      <FactCardGrid cards={cards} emptyMessage={<Trans>Keine Zahlungsmethoden gefunden.</Trans>} />
    </BlockSection>
  )
}
