// The shared layout of the casino list pages: the CMS blocks in the main column and, on wide
// screens, a sidebar to the lists by payment method.
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { Locale } from '../../app.config.ts'
import { useLoadedQuery } from '../api/query-reads.ts'
import type { BlockLoadContext } from '../blocks/define-block.ts'
import { paymentMethodNames } from '../blocks/provider-queries.ts'
import { RenderBlocks } from '../blocks/render-blocks.tsx'
import { mainContentId } from '../page/layout/site-header.tsx'
import { entryPath } from '../routing/entry-paths.ts'
import { ContentLink } from '../ui/content-link.tsx'
import type { TemplateProps } from './template-props.ts'

export function ProductListStatic({ page, context }: TemplateProps) {
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--with-sidebar">
      <div className="page__content">
        <RenderBlocks blocks={page.blocks} context={context} />
        <PaymentMethodPageLink path={page.path} context={context} />
      </div>
      <PaymentListsSidebar locale={context.locale} />
    </main>
  )
}

/** Ensures what the template reads beyond its blocks: the payment methods (the casino cards name them too). */
export function loadProductListStatic({ locale, queryClient }: BlockLoadContext): Promise<unknown> {
  return queryClient.ensureQueryData(paymentMethodNames(locale))
}

/** A payment method's list of casinos links back to the method's own page. */
function PaymentMethodPageLink({ path, context }: { path: string; context: TemplateProps['context'] }) {
  const { data: methods } = useLoadedQuery(paymentMethodNames(context.locale))
  const method = methods.find((candidate) => candidate.listPath === path)
  const href = method && entryPath(context.website, 'PaymentProvider', context.locale, method.id)
  if (!method || !href) return null
  const { name } = method
  return (
    <p className="entry-page-link">
      <ContentLink href={href}>
        <Trans>Alles über {name}: Dauer, Gebühren und wie es funktioniert</Trans>
      </ContentLink>
    </p>
  )
}

function PaymentListsSidebar({ locale }: { locale: Locale }) {
  const headingId = useId()
  // The payment methods with a list page of their own are the sidebar's links.
  const { data: methods } = useLoadedQuery(paymentMethodNames(locale))
  const withList = methods.flatMap(({ id, name, listPath }) => (listPath === undefined ? [] : [{ id, name, listPath }]))
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
