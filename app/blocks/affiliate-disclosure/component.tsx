import { Trans } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { AffiliateDisclosureBlock } from './schema.ts'

export function AffiliateDisclosure({ block, context }: BlockComponentProps<AffiliateDisclosureBlock>) {
  return (
    <p className="affiliate-disclosure">
      <strong className="affiliate-disclosure__label">
        <Trans>Werbehinweis:</Trans>
      </strong>{' '}
      {block.text ?? <SiteDisclosureText locale={context.locale} />}
    </p>
  )
}

/** The site-wide text, read only when the block does not bring its own. */
function SiteDisclosureText({ locale }: { locale: Locale }) {
  const { data: components } = useLoadedQuery(contentQueries.components(locale))
  return components.affiliateDisclosure.text
}
