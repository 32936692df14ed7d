// Up to three products side by side: casinos on a casino site, finance products on a finance site,
// each kind with its own rows (casino-rows.tsx, finance-rows.tsx) in the one table
// (comparison-table.tsx). Editors choose the products; on the comparison page the visitor's
// choice in the URL (?ids=) takes their place.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { parseCompareIds } from '../../contracts/compare-selection.ts'
import { scoredKindOf } from '../../products/scoring.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { selectByIds } from '../select-by-ids.ts'
import { useCasinoRows } from './casino-rows.tsx'
import { comparableCasinosQuery } from './comparable-casinos-query.ts'
import { ComparisonTable } from './comparison-table.tsx'
import { useFinanceRows } from './finance-rows.tsx'
import type { ProductComparisonBlock } from './schema.ts'

type Props = BlockComponentProps<ProductComparisonBlock>

export function ProductComparison(props: Props) {
  return scoredKindOf(props.context.website) === 'casino' ? (
    <CasinoComparison {...props} />
  ) : (
    <FinanceComparison {...props} />
  )
}

/** The products the block compares: the editors' choice, or on the comparison page the visitor's. */
function useChosen(block: ProductComparisonBlock): readonly string[] {
  const search: Record<string, unknown> = useSearch({ strict: false })
  return block.fromUrl ? parseCompareIds(search.ids) : block.productIds
}

/** The comparison page's path, where a column may take its product out (the visitor's choice only). */
const removablePath = ({ block, context }: Props) =>
  block.fromUrl ? context.website.paths.Compare?.[context.locale] : undefined

function CasinoComparison(props: Props) {
  const { t } = useLingui()
  const { block, context } = props
  const { locale, website } = context
  const { data: casinos } = useLoadedQuery(comparableCasinosQuery(website, locale))
  const compared = selectByIds(casinos, useChosen(block))
  const rows = useCasinoRows(locale)
  return (
    <ComparisonSection
      heading={block.heading}
      empty={
        compared.length === 0 && (
          <Trans>
            Noch keine Casinos gewählt. Wählen Sie in einer Casino-Liste bei bis zu drei Casinos „Vergleichen“.
          </Trans>
        )
      }
      terms={<Trans>18+ · Es gelten die Bonusbedingungen des Anbieters.</Trans>}
    >
      <ComparisonTable
        products={compared}
        rows={rows}
        caption={t`Casinos im Vergleich`}
        clickOut={(name) => (
          <Trans>
            Zum Casino<span className="visually-hidden"> {name}</span>
          </Trans>
        )}
        heading={(casino) => {
          const reviewPath = entryPath(website, 'CasinoReview', locale, casino.id)
          return reviewPath ? <ContentLink href={reviewPath}>{casino.name}</ContentLink> : casino.name
        }}
        comparePath={removablePath(props)}
      />
    </ComparisonSection>
  )
}

function FinanceComparison(props: Props) {
  const { t } = useLingui()
  const { block, context } = props
  const { data: products } = useLoadedQuery(contentQueries.financeProducts(context.locale))
  const compared = selectByIds(products, useChosen(block))
  const rows = useFinanceRows(context.locale)
  return (
    <ComparisonSection
      heading={block.heading}
      empty={
        compared.length === 0 && (
          <Trans>Noch keine Angebote gewählt. Wählen Sie in einer Liste bei bis zu drei Angeboten „Vergleichen“.</Trans>
        )
      }
    >
      <ComparisonTable
        products={compared}
        rows={rows}
        caption={t`Angebote im Vergleich`}
        clickOut={(name) => (
          <Trans>
            Zum Anbieter<span className="visually-hidden"> {name}</span>
          </Trans>
        )}
        heading={(product) => product.name}
        comparePath={removablePath(props)}
      />
    </ComparisonSection>
  )
}

function ComparisonSection({
  heading,
  empty,
  terms,
  children,
}: {
  heading?: string
  /** What shows instead of the table when nothing is chosen (false: something is). */
  empty: ReactNode
  terms?: ReactNode
  children: ReactNode
}) {
  return (
    <BlockSection heading={heading} className="comparison">
      {empty ? <p className="comparison__empty">{empty}</p> : children}
      {terms && <p className="comparison__terms">{terms}</p>}
    </BlockSection>
  )
}
