// "Vergleichen" on a product card and the bar that leads to the comparison. The choice lives in the
// list's URL (?compare=a,b), so it survives navigation and Back, and the comparison page's link
// carries it on (?ids=a,b). Each toggle is a GET form whose fields are the list's URL with the one
// product added or taken out: without JavaScript the server renders the list with the choice
// pressed; with it the router replaces the URL in place (docs/decisions/097-compare-without-javascript.md).
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { compareIdsValue, maxCompared, parseCompareIds, toggleCompared } from '../contracts/compare-selection.ts'
import { listQueryFields, listSearchOf } from '../contracts/list-search.ts'

/** The products chosen for comparison on this page, as its URL says: the server reads the same. */
function useCompared(): string[] {
  const search: Record<string, unknown> = useSearch({ strict: false })
  return parseCompareIds(search.compare)
}

export function CompareToggle({ productId, name }: { productId: string; name: string }) {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const chosen = useCompared()
  const navigate = useNavigate()
  const location = useLocation()
  const pressed = chosen.includes(productId)
  const next = compareIdsValue(toggleCompared(chosen, productId))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The page's other parameters (a campaign's subid, gclid) stay as they are; only the choice changes.
    const query = new URLSearchParams(location.searchStr)
    if (next === undefined) query.delete('compare')
    else query.set('compare', next)
    const queryString = query.toString()
    const href = `${location.pathname}${queryString && `?${queryString}`}`
    // Replacing the entry: Back leaves the list rather than stepping through toggles.
    void navigate({ href, replace: true, resetScroll: false })
  }
  return (
    <form method="get" action={location.pathname} className="compare-toggle__form" onSubmit={submit}>
      {/* The list as it is shown (filters, sort) with this product's choice turned over. */}
      {listQueryFields({ ...listSearchOf(search), compare: next }).map(([field, value]) => (
        <input key={field + value} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        className="compare-toggle"
        aria-pressed={pressed}
        // A fourth product waits until one of the three is taken out.
        disabled={!pressed && chosen.length >= maxCompared}
      >
        <Trans>
          Vergleichen<span className="visually-hidden"> {name}</span>
        </Trans>
      </button>
    </form>
  )
}

/** What the bar counts, in the words of the site's products. */
const chosenCount: Record<'casino' | 'finance', (count: number) => MessageDescriptor> = {
  casino: (count) => msg`${plural(count, { one: '# von 3 Casinos gewählt', other: '# von 3 Casinos gewählt' })}`,
  finance: (count) => msg`${plural(count, { one: '# von 3 Angeboten gewählt', other: '# von 3 Angeboten gewählt' })}`,
}

export function CompareBar({ comparePath, products }: { comparePath: string; products: 'casino' | 'finance' }) {
  const { t, i18n } = useLingui()
  const chosen = useCompared()
  if (chosen.length === 0) return null
  return (
    <section className="compare-bar" aria-label={t`Vergleich`}>
      <p className="compare-bar__count">{i18n._(chosenCount[products](chosen.length))}</p>
      <Link className="button button--cta compare-bar__link" to={comparePath} search={{ ids: compareIdsValue(chosen) }}>
        <Trans>Jetzt vergleichen</Trans>
      </Link>
    </section>
  )
}
