// The shared layout of the casino list pages: the CMS blocks in the main column and, on wide
// screens, a sidebar to the lists by payment method.
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { Locale } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import { derivedContentQuery } from '../api/content/derived-query.ts'
import type { BlockLoadContext } from '../blocks/define-block.ts'
import { RenderBlocks } from '../blocks/render-blocks.tsx'
import { ContentLink } from '../blocks/ui/content-link.tsx'
import { mainContentId } from '../components/layout/site-header.tsx'
import type { TemplateProps } from './template-props.ts'

export function ProductListStatic({ page, context }: TemplateProps) {
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--with-sidebar">
      <div className="page__content">
        <RenderBlocks blocks={page.blocks} context={context} />
      </div>
      <PaymentListsSidebar locale={context.locale} />
    </main>
  )
}

/** The payment methods with a list page of their own: the sidebar's links. */
const listPagesQuery = (locale: Locale) =>
  derivedContentQuery(['payment-list-pages', locale], async (queryClient) =>
    (await queryClient.ensureQueryData(contentQueries.paymentProviders(locale))).flatMap(({ id, name, listPath }) =>
      listPath === undefined ? [] : [{ id, name, listPath }],
    ),
  )

/** Ensures what the template reads beyond its blocks. */
export function loadProductListStatic({ locale, queryClient }: BlockLoadContext): Promise<unknown> {
  return queryClient.ensureQueryData(listPagesQuery(locale))
}

function PaymentListsSidebar({ locale }: { locale: Locale }) {
  const headingId = useId()
  const { data: withList } = useSuspenseQuery(listPagesQuery(locale))
  if (withList.length === 0) return null
  return (
    <aside className="page__sidebar sidebar-nav" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-nav__heading">
        <Trans>Casinos nach Zahlungsmethode</Trans>
      </h2>
      <ul className="sidebar-nav__list">
        {withList.map((provider) => (
          <li key={provider.id}>
            <ContentLink href={provider.listPath} className="sidebar-nav__link">
              {provider.name}
            </ContentLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
