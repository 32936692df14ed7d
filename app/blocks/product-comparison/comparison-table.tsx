// Products side by side, whatever their kind: one column per product, one row per attribute (the
// kind's row definitions: casino-rows.tsx, finance-rows.tsx), rows whose values differ marked, a
// row none of the products has left out. Each column clicks out through /go/ with the column as
// its position, as a list's card does with its place. On a phone two columns show at a time and a
// switcher picks which: radio buttons styled by CSS alone, so it works without JavaScript.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { compareIdsValue } from '../../contracts/compare-selection.ts'
import { ContentImage } from '../../ui/content-image.tsx'
import { ProductLink } from '../../visit/product-link.tsx'
import { type ColumnPair, columnPairs } from './column-pairs.ts'

/** One attribute: its label, what a cell shows (undefined: the product has no such thing), what cells are compared by. */
export type ComparisonRow<Product> = {
  key: string
  label: string
  cell: (product: Product) => ReactNode | undefined
  same: (product: Product) => unknown
}

type Column = { id: string; name: string; logo: string }

export function ComparisonTable<Product extends Column>({
  products,
  rows,
  caption,
  clickOut,
  heading,
  comparePath,
}: {
  products: readonly Product[]
  rows: readonly ComparisonRow<Product>[]
  caption: string
  /** The click-out's words for one product (the product's name for screen readers included). */
  clickOut: (name: string) => ReactNode
  /** A column's heading: the product's name, linked to its review where it has one. */
  heading: (product: Product) => ReactNode
  /** The comparison page, where a column offers to take its product out. */
  comparePath?: string
}) {
  const { t } = useLingui()
  const shown = rows.filter((row) => products.some((product) => row.cell(product) !== undefined))
  return (
    <div className="comparison__scroll" data-product-list="">
      <ColumnSwitcher names={products.map((product) => product.name)} />
      <table className="comparison__table" data-columns={products.length}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product, index) => (
              <th
                key={product.id}
                scope="col"
                data-product-id={product.id}
                data-position={index + 1}
                data-column={index + 1}
              >
                <ContentImage src={product.logo} alt="" width={120} height={60} />
                <span className="comparison__name">{heading(product)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const differs = new Set(products.map((product) => String(row.same(product)))).size > 1
            return (
              <tr key={row.key} className={differs ? 'comparison__row comparison__row--differs' : 'comparison__row'}>
                <th scope="row">
                  {row.label}
                  {differs && <span className="comparison__differs">{t`unterschiedlich`}</span>}
                </th>
                {products.map((product, index) => (
                  <td key={product.id} data-label={product.name} data-column={index + 1}>
                    {row.cell(product) ?? '–'}
                  </td>
                ))}
              </tr>
            )
          })}
          <tr className="comparison__actions">
            <th scope="row">{t`Zum Anbieter`}</th>
            {products.map((product, index) => {
              const { name } = product
              const others = products.filter((other) => other !== product).map(({ id }) => id)
              return (
                <td key={product.id} data-label={name} data-column={index + 1}>
                  {/* The column is the click-out's position, as a card's place is in a list. */}
                  <ProductLink productId={product.id} position={index + 1}>
                    {clickOut(name)}
                  </ProductLink>
                  {comparePath && (
                    <Link className="comparison__remove" to={comparePath} search={{ ids: compareIdsValue(others) }}>
                      <Trans>
                        Entfernen<span className="visually-hidden"> {name}</span>
                      </Trans>
                    </Link>
                  )}
                </td>
              )
            })}
          </tr>
        </tbody>
      </table>
    </div>
  )
}

/**
 * Which two columns a phone shows, for three products: one radio button per pair. The stylesheet
 * hides the third column by the checked one (:has), and hides the switcher where all columns fit.
 */
function ColumnSwitcher({ names }: { names: readonly string[] }) {
  const { t } = useLingui()
  const group = useId()
  const pairs = columnPairs(names.length)
  if (pairs.length === 0) return null
  const nameOf = (column: number) => names[column - 1] ?? ''
  return (
    <fieldset className="comparison__switcher">
      <legend>{t`Nebeneinander zeigen`}</legend>
      {pairs.map((pair: ColumnPair, index) => {
        const [left, right] = pair.columns.map(nameOf)
        return (
          <label key={pair.value} className="comparison__pair">
            <input type="radio" name={group} value={pair.value} defaultChecked={index === 0} />
            <Trans>
              {left} und {right}
            </Trans>
          </label>
        )
      })}
    </fieldset>
  )
}
