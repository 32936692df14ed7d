// "Vergleichen" on a casino card and the bar that leads to the comparison: the choice lives in the
// list's URL (?compare=a,b), so it survives navigation and Back, and the comparison page's link
// carries it on (?ids=a,b). The page cache keeps a list without its query string, so the server
// renders every card unchosen; the browser shows the choice once hydrated.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { compareIdsValue, maxCompared, parseCompareIds, toggleCompared } from '../../contracts/compare-selection.ts'

const noSubscription = () => () => {}
/** False on the server and while hydrating, true after: what only the browser knows waits for it. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** The casinos chosen for comparison on this page, once the browser can read its URL. */
function useCompared(): string[] {
  const search: Record<string, unknown> = useSearch({ strict: false })
  return useHydrated() ? parseCompareIds(search.compare) : []
}

export function CompareToggle({ productId, name }: { productId: string; name: string }) {
  const chosen = useCompared()
  const navigate = useNavigate()
  const location = useLocation()
  const pressed = chosen.includes(productId)
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={pressed}
      // A fourth casino waits until one of the three is taken out.
      disabled={!pressed && chosen.length >= maxCompared}
      onClick={() => {
        // The list's other parameters stay as they are; only the choice changes.
        const search = new URLSearchParams(location.searchStr)
        const value = compareIdsValue(toggleCompared(chosen, productId))
        if (value === undefined) search.delete('compare')
        else search.set('compare', value)
        const query = search.toString()
        navigate({ href: `${location.pathname}${query && `?${query}`}`, replace: true, resetScroll: false })
      }}
    >
      <Trans>
        Vergleichen<span className="visually-hidden"> {name}</span>
      </Trans>
    </button>
  )
}

export function CompareBar({ comparePath }: { comparePath: string }) {
  const { t } = useLingui()
  const chosen = useCompared()
  if (chosen.length === 0) return null
  const count = chosen.length
  return (
    <section className="compare-bar" aria-label={t`Vergleich`}>
      <p className="compare-bar__count">
        <Plural value={count} one="# von 3 Casinos gewählt" other="# von 3 Casinos gewählt" />
      </p>
      <Link className="button button--cta compare-bar__link" to={comparePath} search={{ ids: compareIdsValue(chosen) }}>
        <Trans>Jetzt vergleichen</Trans>
      </Link>
    </section>
  )
}
