// Casinos side by side: one column per casino, one row per attribute, rows whose values differ
// marked. Each column clicks out through /go/ with the column as its position, as a list's card
// does with its place. On a phone the rows stack: each attribute, then each casino's value.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { compareIdsValue, parseCompareIds } from '../../contracts/compare-selection.ts'
import { casinoScoreCategories } from '../../contracts/content/schemas.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import { formatNumber, formatPercent } from '../../ui/format.ts'
import { ProductLink } from '../../visit/product-link.tsx'
import { BonusTerms } from '../casino-list/bonus-terms.tsx'
import { casinoScoreLabels, formatScore } from '../casino-list/score-breakdown.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import { paymentMethodNames } from '../provider-queries.ts'
import { selectByIds } from '../select-by-ids.ts'
import { type ComparedCasino, comparableCasinosQuery } from './comparable-casinos-query.ts'
import type { ProductComparisonBlock } from './schema.ts'

/** One attribute: its label, what a cell shows, and what two cells are compared by. */
type Row = {
  key: string
  label: string
  cell: (casino: ComparedCasino) => ReactNode
  same: (casino: ComparedCasino) => unknown
}

export function ProductComparison({ block, context }: BlockComponentProps<ProductComparisonBlock>) {
  const { t, i18n } = useLingui()
  const { locale, website } = context
  const search: Record<string, unknown> = useSearch({ strict: false })
  const { data: casinos } = useSuspenseQuery(comparableCasinosQuery(website, locale))
  const { data: methods } = useSuspenseQuery(paymentMethodNames(locale))
  const chosen = block.fromUrl ? parseCompareIds(search.ids) : block.productIds
  const compared = selectByIds(casinos, chosen)
  const money = (amount: number) => formatMoney(amount, locale)
  const methodNames = (casino: ComparedCasino) =>
    selectByIds(methods, casino.paymentProviderIds).map((method) => method.name)
  const rows: Row[] = [
    { key: 'rating', label: t`Bewertung (von 5)`, cell: (c) => formatScore(c.rating, locale), same: (c) => c.rating },
    ...casinoScoreCategories.map((category) => ({
      key: category,
      label: i18n._(casinoScoreLabels[category]),
      cell: (c: ComparedCasino) => formatScore(c.scores[category], locale),
      same: (c: ComparedCasino) => c.scores[category],
    })),
    { key: 'bonus', label: t`Bonus`, cell: (c) => c.bonus.headline, same: (c) => c.bonus.headline },
    {
      key: 'terms',
      label: t`Bonusbedingungen`,
      cell: (c) => <BonusTerms bonus={c.bonus} locale={locale} />,
      same: ({ bonus }) => [bonus.eligibility, bonus.occasion, bonus.validDays, bonus.maxStake].join(),
    },
    {
      key: 'wagering',
      label: t`Umsatzbedingung`,
      cell: ({ bonus }) =>
        bonus.wagering > 0
          ? `${formatNumber(bonus.wagering, locale)}x ${bonus.wageringBase === 'bonus-and-deposit' ? t`Bonus und Einzahlung` : t`Bonus`}`
          : t`Keine`,
      same: ({ bonus }) => `${bonus.wagering} ${bonus.wageringBase}`,
    },
    {
      key: 'minimumDeposit',
      label: t`Mindesteinzahlung`,
      cell: ({ bonus }) => (bonus.noDeposit ? t`Ohne Einzahlung` : money(bonus.minimumDeposit)),
      same: ({ bonus }) => (bonus.noDeposit ? 0 : bonus.minimumDeposit),
    },
    {
      key: 'match',
      label: t`Einzahlungsbonus`,
      cell: ({ bonus }) =>
        bonus.percentage > 0 ? `${formatPercent(bonus.percentage, locale)} · ${money(bonus.amount)}` : '–',
      same: ({ bonus }) => `${bonus.percentage} ${bonus.amount}`,
    },
    {
      key: 'freeSpins',
      label: t`Freispiele`,
      cell: ({ bonus }) => formatNumber(bonus.freeSpins, locale),
      same: ({ bonus }) => bonus.freeSpins,
    },
    {
      key: 'payments',
      label: t`Zahlungsmethoden`,
      cell: (c) => methodNames(c).join(', '),
      same: (c) => methodNames(c).join(),
    },
    {
      key: 'providers',
      label: t`Spielehersteller`,
      cell: (c) => c.gameProviders.join(', '),
      same: (c) => c.gameProviders.join(),
    },
    {
      key: 'licence',
      label: t`Lizenz`,
      cell: ({ licence }) => `${licence.authority} · ${licence.number}`,
      // Every casino has its own number: the rows differ only when the authority does.
      same: ({ licence }) => licence.authority,
    },
  ]
  const comparePath = website.paths.Compare?.[locale]
  return (
    <BlockSection heading={block.heading} className="comparison">
      {compared.length === 0 ? (
        <p className="comparison__empty">
          <Trans>
            Noch keine Casinos gewählt. Wählen Sie in einer Casino-Liste bei bis zu drei Casinos „Vergleichen“.
          </Trans>
        </p>
      ) : (
        <div className="comparison__scroll" data-product-list="">
          <table className="comparison__table" data-columns={compared.length}>
            <caption className="visually-hidden">{t`Casinos im Vergleich`}</caption>
            <thead>
              <tr>
                <td />
                {compared.map((casino, index) => (
                  <th key={casino.id} scope="col" data-product-id={casino.id} data-position={index + 1}>
                    <ContentImage src={casino.logo} alt="" width={120} height={60} />
                    <CasinoName casino={casino} context={context} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const differs = new Set(compared.map((casino) => String(row.same(casino)))).size > 1
                return (
                  <tr
                    key={row.key}
                    className={differs ? 'comparison__row comparison__row--differs' : 'comparison__row'}
                  >
                    <th scope="row">
                      {row.label}
                      {differs && <span className="comparison__differs">{t`unterschiedlich`}</span>}
                    </th>
                    {compared.map((casino) => (
                      <td key={casino.id} data-label={casino.name}>
                        {row.cell(casino)}
                      </td>
                    ))}
                  </tr>
                )
              })}
              <tr className="comparison__actions">
                <th scope="row">{t`Zum Anbieter`}</th>
                {compared.map((casino, index) => {
                  const { name } = casino
                  const others = compared.filter((other) => other !== casino).map(({ id }) => id)
                  return (
                    <td key={casino.id} data-label={name}>
                      {/* The column is the click-out's position, as a card's place is in a list. */}
                      <ProductLink productId={casino.id} position={index + 1}>
                        <Trans>
                          Zum Casino<span className="visually-hidden"> {name}</span>
                        </Trans>
                      </ProductLink>
                      {block.fromUrl && comparePath && (
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
      )}
      <p className="comparison__terms">
        <Trans>18+ · Es gelten die Bonusbedingungen des Anbieters.</Trans>
      </p>
    </BlockSection>
  )
}

function CasinoName({ casino, context }: { casino: ComparedCasino; context: BlockComponentProps<unknown>['context'] }) {
  const reviewPath = entryPath(context.website, 'CasinoReview', context.locale, casino.id)
  return (
    <span className="comparison__name">
      {reviewPath ? <ContentLink href={reviewPath}>{casino.name}</ContentLink> : casino.name}
    </span>
  )
}
