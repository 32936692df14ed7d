// The page of a payment method (/zahlungsmethoden/<id>/ on the German site): what it is, how fast and
// at what cost, the casinos that take it, and the link to its list of the spec
// (/online-casinos-mit-paypal/), which links back here.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { kindLabels } from '../../blocks/payment-provider-grid/component.tsx'
import type { PaymentProvider } from '../../contracts/content/schemas.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import type { TemplateProps } from '../template-props.ts'
import { DirectoryPage } from './directory-page.tsx'
import { type EntryPageBuilder, type EntryPageContext, metaDescription, metaTitle, requireSlug } from './entry-page.ts'
import { loadOfferingCasinos, OfferingCasinos } from './offering-casinos.tsx'

async function paymentProviderById(queryClient: QueryClient, locale: Locale, id: string): Promise<PaymentProvider> {
  const providers = await queryClient.ensureQueryData(contentQueries.paymentProviders(locale))
  const provider = providers.find((entry) => entry.id === id)
  if (!provider) throw new ContentFetchError('payment provider', 404)
  return provider
}

export const buildPaymentProviderPage: EntryPageBuilder = async (slug, { queryClient, locale, i18n }) => {
  const { name, description } = await paymentProviderById(queryClient, locale, slug)
  return {
    meta: {
      title: metaTitle(i18n._(msg`${name} im Online Casino: Dauer, Gebühren und Casinos`)),
      description: metaDescription(description),
      noFollow: false,
      noIndex: false,
    },
    blocks: [],
  }
}

export const paymentProviderPageQuery = (locale: Locale, id: string) =>
  derivedContentQuery(['payment-provider-page', locale, id], (queryClient) =>
    paymentProviderById(queryClient, locale, id),
  )

export function loadPaymentProviderPage(slug: string, context: Omit<EntryPageContext, 'i18n'>) {
  return Promise.all([
    context.queryClient.ensureQueryData(paymentProviderPageQuery(context.locale, slug)),
    loadOfferingCasinos({ paymentProviderId: slug }, context),
  ])
}

export function PaymentProviderPage({ context, entrySlug }: TemplateProps) {
  const { t, i18n } = useLingui()
  const { data: provider } = useLoadedQuery(paymentProviderPageQuery(context.locale, requireSlug(entrySlug)))
  const { name, listPath } = provider
  return (
    <DirectoryPage
      kind="payment-provider"
      title={name}
      image={{ src: provider.logo, width: 240, height: 120 }}
      intro={
        <>
          <p>{provider.description}</p>
          {listPath && (
            <p className="entry-page__list-link">
              <ContentLink href={listPath}>
                <Trans>Alle Casinos mit {name} im Vergleich</Trans>
              </ContentLink>
            </p>
          )}
        </>
      }
      facts={[
        { label: t`Art`, value: i18n._(kindLabels[provider.kind]) },
        { label: t`Einzahlung`, value: provider.depositTime },
        { label: t`Auszahlung`, value: provider.withdrawalTime },
        { label: t`Gebühren`, value: provider.fees },
      ]}
      context={context}
    >
      <OfferingCasinos heading={t`Casinos mit ${name}`} offer={{ paymentProviderId: provider.id }} context={context} />
    </DirectoryPage>
  )
}
